import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";

interface PaymentConsentProps {
  /** The namespace and key of the text; its <offer> and <policy> tags become the links. */
  ns: string;
  i18nKey: string;
  className?: string;
}

/** The consent by a payment button: its text links the public offer and the personal-data policy. */
export function PaymentConsent({ ns, i18nKey, className }: PaymentConsentProps) {
  const { t } = useTranslation(ns);
  return (
    <p className={className}>
      <Trans
        t={t}
        i18nKey={i18nKey}
        components={{ offer: <Link to="/oferta" />, policy: <Link to="/pndpolicy" /> }}
      />
    </p>
  );
}

import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";

interface PaymentConsentProps {
  /** The namespace and key of the text; its <offer> tag becomes the link. */
  ns: string;
  i18nKey: string;
  className?: string;
}

/**
 * The acceptance of the public offer by a payment button, linking it (the consent to the processing
 * of personal data is its own box: consent-checkbox.tsx).
 */
export function PaymentConsent({ ns, i18nKey, className }: PaymentConsentProps) {
  const { t } = useTranslation(ns);
  return (
    <p className={className}>
      <Trans t={t} i18nKey={i18nKey} components={{ offer: <Link to="/oferta" /> }} />
    </p>
  );
}

/**
 * /register: three steps with back — account details, confirmation, plan choice with
 * the free 3-day trial — then the success message, auto-login and /app with the trial, else /payment
 * with the chosen plan selected (or /signin if the login fails).
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { usePlans } from "../../api/plans.ts";
import { CardPage, CardPageDone } from "../../ui/card-page.tsx";
import { useConsent } from "../../ui/consent-checkbox.tsx";
import fieldStyles from "../../ui/form-field.module.css";
import { register } from "./api/register.ts";
import styles from "./auth.module.css";
import { AccountStep, type AccountValues } from "./components/account-step.tsx";
import { ConfirmStep } from "./components/confirm-step.tsx";
import { ErrorList } from "./components/error-list.tsx";
import { type PlanChoice, PlanStep } from "./components/plan-step.tsx";
import { useRecaptcha } from "./recaptcha.tsx";
import { type RegisterFailure, registerFailure } from "./register-errors.ts";
import { signInWithPassword } from "./session.ts";
import type { SignInNotice } from "./sign-in-page.tsx";
import { VkOneTap } from "./vk/vk-one-tap.tsx";

const STEPS = ["account", "confirm", "plan"] as const;
type Step = 1 | 2 | 3;

const NO_FAILURE: RegisterFailure = { fields: {}, messages: [] };

export function RegisterPage() {
  const { t, i18n } = useTranslation("auth");
  const navigate = useNavigate();
  const plans = usePlans(i18n.language);
  const [step, setStep] = useState<Step>(1);
  const [account, setAccount] = useState<AccountValues>({ username: "", email: "", password: "" });
  const [choice, setChoice] = useState<Partial<PlanChoice>>({ freeTrial: false });
  const [failure, setFailure] = useState<RegisterFailure>(NO_FAILURE);
  const [status, setStatus] = useState<"idle" | "submitting" | "success">("idle");
  // Ticked on step 1, kept while the person goes back and forth: the registration is sent with it.
  const consent = useConsent("register-consent");
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // Moving between steps puts focus on the new step's heading, so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    // Sent back to step 1 by the server's refusal: the field that says why takes the focus instead.
    if (step === 1 && Object.keys(failure.fields).length > 0) return;
    stepHeading.current?.focus();
  }, [step]);

  const recaptcha = useRecaptcha();
  const submit = async ({ plan, freeTrial }: PlanChoice) => {
    setFailure(NO_FAILURE);
    if (recaptcha.required && !recaptcha.token) {
      return setFailure({ fields: {}, messages: [t("recaptcha.required", { captcha: recaptcha.name })] });
    }
    setStatus("submitting");
    try {
      await register({
        ...account,
        plan,
        free_trial: freeTrial,
        personal_data_consent: true,
        ...(recaptcha.token ? { recaptcha: recaptcha.token } : {}),
      });
    } catch (error) {
      const next = registerFailure(error, t);
      setFailure(next);
      setStatus("idle");
      recaptcha.reset();
      if (Object.keys(next.fields).length > 0) setStep(1);
      return;
    }
    setStatus("success");
    try {
      await signInWithPassword({ username: account.username, password: account.password });
      // With the trial the builder is open; without it, the chosen plan waits on /payment, selected.
      navigate(freeTrial ? "/app" : `/payment?plan=${plan}`, { replace: true });
    } catch {
      navigate("/signin", { replace: true, state: { notice: "registered" } satisfies SignInNotice });
    }
  };

  return (
    <CardPage
      id="register"
      title={t("register.title")}
      className={styles.wide}
      footer={
        <>
          {t("register.haveAccount")} <Link to="/signin">{t("register.signinLink")}</Link>
        </>
      }
    >
      <p className={styles.lead}>{t("register.lead")}</p>
      <ol className={styles.steps} aria-label={t("register.stepOf", { step, total: STEPS.length })}>
        {STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? "step" : undefined}
            data-done={index + 1 < step || undefined}
          >
            {t(`register.steps.${name}`)}
          </li>
        ))}
      </ol>
      <h2 className="visually-hidden" ref={stepHeading} tabIndex={-1}>
        {t("register.stepOf", { step, total: STEPS.length })}:{" "}
        {t(`register.steps.${STEPS[step - 1] ?? "account"}`)}
      </h2>
      <div className={fieldStyles.form}>
        <ErrorList title={t("errors.listTitle")} messages={failure.messages} />
        {status === "success" ? <CardPageDone>{t("register.success")}</CardPageDone> : null}
        {step === 1 ? (
          <AccountStep
            values={account}
            serverErrors={failure.fields}
            consent={consent}
            onNext={(values) => {
              setAccount(values);
              setFailure(NO_FAILURE);
              setStep(2);
            }}
          />
        ) : null}
        {step === 2 ? (
          <ConfirmStep values={account} onBack={() => setStep(1)} onNext={() => setStep(3)} />
        ) : null}
        {step === 3 ? (
          <PlanStep
            plans={plans.data}
            plansError={plans.isError}
            onRetryPlans={() => void plans.refetch()}
            choice={choice}
            loading={status !== "idle"}
            onBack={() => setStep(2)}
            onChange={setChoice}
            onSubmit={(next) => void submit(next)}
            beforeSubmit={recaptcha.widget}
          />
        ) : null}
      </div>
      {step === 1 ? <VkOneTap /> : null}
    </CardPage>
  );
}

/**
 * The three onboarding steps' content (visitor spec section 2). The dialog owns the state and the
 * buttons' effects; these render the copy and the fields.
 */
import { LicenseKeyInput } from '../LicenseKeyInput';
import { forwardRef, useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { edgeCategory, formatEdgePercentage } from '@shared/display/edge-display';
import { ModalDescription, ModalTitle } from '../ui/modal-dialog';
import { Switch } from '../ui/switch';
import { ExternalLink } from '../ExternalLink';
import { PhoneNumberField } from '../PhoneNumberField';
import { CheckList } from '../CheckList';
import { trackTrialClick } from '../../../client/analytics';
import { textLinkClass } from '../ui/text-link';
import { LICENSE_KEY_PLACEHOLDER } from '@shared/licensing/license-key';

/**
 * The onboarding key field shows the real key format (issue 22 §4): the spec's XXXX-XXXX-XXXX-XXXX
 * has 4 characters a group where real keys have 8, and a new user copies what the field shows.
 */
export const ONBOARDING_KEY_PLACEHOLDER = LICENSE_KEY_PLACEHOLDER;

const titleClass = 'focus:outline-none';

function StepHeading({
  title,
  description,
  titleRef,
}: {
  title: string;
  description: ReactNode;
  titleRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="grid gap-2">
      <ModalTitle ref={titleRef} tabIndex={-1} className={titleClass}>
        {title}
      </ModalTitle>
      <ModalDescription>{description}</ModalDescription>
    </div>
  );
}

export interface WelcomeStepProps {
  productName: string;
  trialUrl: string | undefined;
  licenseKey: string;
  onLicenseKeyChange: (key: string) => void;
  disabled: boolean;
  titleRef: Ref<HTMLHeadingElement>;
}

export const WelcomeStep = forwardRef<HTMLInputElement, WelcomeStepProps>(function WelcomeStep(
  { productName, trialUrl, licenseKey, onLicenseKeyChange, disabled, titleRef },
  keyRef,
) {
  const inputId = useId();
  const helpId = useId();

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    // Upper-case in place, keeping the caret where the user is typing.
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    const upper = input.value.toUpperCase();
    if (upper !== input.value && upper.length === input.value.length) {
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    onLicenseKeyChange(upper);
  }

  return (
    <>
      <StepHeading
        titleRef={titleRef}
        title={`Welcome to ${productName}!`}
        description="Sharper football bets in about 30 seconds a game. Here is what you get:"
      />
      <CheckList
        items={[
          "Edge: each sportsbook's price against the market's fair line (no-vig), on every game",
          'ATS confidence and the best available line across sportsbooks',
          'A written analysis of each matchup in plain English',
          'Curated weekly picks, updated Tuesdays & Thursdays',
        ]}
      />
      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
          License Key
        </label>
        <LicenseKeyInput
          ref={keyRef}
          id={inputId}
          value={licenseKey}
          onChange={handleChange}
          disabled={disabled}
          placeholder={ONBOARDING_KEY_PLACEHOLDER}
          aria-describedby={helpId}
        />
        <p id={helpId} className="text-sm text-slate-400">
          Your license key is in the e-mail you received after your purchase. No key yet?{' '}
          <ExternalLink
            href={trialUrl}
            onClick={() => trackTrialClick('onboarding')}
            className={textLinkClass}
          >
            Start your free trial
          </ExternalLink>
        </p>
      </div>
    </>
  );
});

const EXAMPLE_EDGE = 6.2;

export function AnalysisStep({ titleRef }: { titleRef: Ref<HTMLHeadingElement> }) {
  const items = [
    {
      name: 'Edge Percentage',
      text: (
        <>
          How much a sportsbook&apos;s price beats the market&apos;s fair price (no-vig). The bigger the edge,
          the more the price is in your favour: for example{' '}
          <span className="font-semibold whitespace-nowrap text-emerald-300">
            {formatEdgePercentage(EXAMPLE_EDGE)} {edgeCategory(EXAMPLE_EDGE).label}
          </span>
          .
        </>
      ),
      icon: <path d="M4 18l5-5 4 3 7-9M15 7h5v5" />,
    },
    {
      name: 'Game Analysis',
      text: 'A short written read of every game: the best bet, the main risks and the key insight behind the number. It is labelled AI Analysis only when our AI writer wrote it.',
      icon: <path d="M5 5h14v10H9l-4 4zM9 9h6M9 12h4" />,
    },
    {
      name: 'Best Bet Line',
      text: 'The sportsbook offering the best number for the pick, so you always get the best price on the board.',
      icon: <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7z" />,
    },
  ];
  return (
    <>
      <StepHeading
        titleRef={titleRef}
        title="Understanding Your Analysis"
        description="Every game's analysis comes down to three things:"
      />
      <ul className="grid gap-3">
        {items.map((item) => (
          <li
            key={item.name}
            className="flex items-start gap-3 rounded-xl border border-slate-800 bg-slate-950/50 p-3"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-500/15 text-emerald-400"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinejoin="round"
              >
                {item.icon}
              </svg>
            </span>
            <span className="grid min-w-0 gap-0.5">
              <span className="font-semibold text-white">{item.name}</span>
              <span className="text-sm leading-snug text-slate-300">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface SmsStepProps {
  smsEnabled: boolean;
  onSmsEnabledChange: (enabled: boolean) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  disabled: boolean;
  titleRef: Ref<HTMLHeadingElement>;
}

export function SmsStep({
  smsEnabled,
  onSmsEnabledChange,
  phone,
  onPhoneChange,
  disabled,
  titleRef,
}: SmsStepProps) {
  const switchId = useId();
  return (
    <>
      <StepHeading
        titleRef={titleRef}
        title="Never Miss a Pick"
        description="Get our picks by text message the moment they are published."
      />
      <CheckList
        items={[
          'New picks texted as soon as they are published',
          "An alert when a pick's line moves",
          'No spam: reply STOP to any text to unsubscribe',
        ]}
      />
      <div className="flex items-center justify-between gap-4 rounded-xl border border-slate-800 bg-slate-950/50 p-4">
        <label htmlFor={switchId} className="font-semibold text-white">
          Enable SMS Alerts
        </label>
        <Switch id={switchId} checked={smsEnabled} onCheckedChange={onSmsEnabledChange} disabled={disabled} />
      </div>
      {smsEnabled ? <PhoneNumberField value={phone} onChange={onPhoneChange} disabled={disabled} /> : null}
    </>
  );
}

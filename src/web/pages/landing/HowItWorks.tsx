import { ChooseSportButton } from '../../components/ChooseSportButton';
import { Button } from '../../components/ui/button';
import { LandingSection, cardClass } from './LandingSection';

export function HowItWorks({
  name,
  onStartTour,
  onTourIntent,
}: {
  name: string;
  /** Opens the onboarding dialog (the manual trigger). */
  onStartTour: () => void;
  onTourIntent: () => void;
}) {
  const steps = [
    {
      title: 'Get your license key',
      text: 'Start the free trial or choose a plan. Your license key arrives by e-mail right after checkout.',
    },
    {
      title: 'Open your sportsbook',
      text: `On the sportsbook page you already use, click the ${name} button in your bookmarks bar and type the away and home teams.`,
    },
    {
      title: 'Read the edge and decide',
      text: 'Fair line against the book, edge, ATS confidence, the best line and the written analysis: make your call in 30 seconds.',
    },
  ];
  return (
    <LandingSection
      id="how-it-works"
      title="How It Works"
      intro="Three steps from the sportsbook page to a decision."
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className={cardClass}>
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-500 text-lg font-black text-slate-950"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 leading-relaxed text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <ChooseSportButton size="lg">View Picks</ChooseSportButton>
        <Button
          variant="outline"
          size="lg"
          aria-haspopup="dialog"
          onPointerEnter={onTourIntent}
          onFocus={onTourIntent}
          onClick={onStartTour}
        >
          Take the tour
        </Button>
      </div>
    </LandingSection>
  );
}

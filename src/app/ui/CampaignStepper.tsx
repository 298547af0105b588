import { Link } from '@tanstack/react-router';
import './campaign-stepper.css';

/** spec 1 §2 Campaign stepper: five steps, links disabled until a campaign exists. */
export const CAMPAIGN_STEPS = [
  { id: 'budget', label: 'Budget', route: '/campaigns/$campaignId/budget' },
  { id: 'campaign', label: 'Campaign', route: '/campaigns/$campaignId' },
  { id: 'topics', label: 'Promoted Products', route: '/campaigns/$campaignId/topics' },
  { id: 'adsets', label: 'Ad Sets', route: '/campaigns/$campaignId/adsets' },
  { id: 'summary', label: 'Summary', route: '/campaigns/view/$campaignId' },
] as const;
export type CampaignStepId = (typeof CAMPAIGN_STEPS)[number]['id'];

/**
 * The steps as links once the campaign exists (the current step is not a link). Shared by the
 * campaign, budget and ad set screens (each is one step).
 */
export function CampaignStepper({ current, campaignId }: { current: CampaignStepId; campaignId?: string }) {
  return (
    <nav aria-label="Campaign steps" className="campaign-stepper">
      <ol>
        {CAMPAIGN_STEPS.map((step, i) => {
          const isCurrent = step.id === current;
          const linkTo = campaignId && !isCurrent ? campaignId : undefined;
          const content = (
            <>
              <span className="step-number" aria-hidden="true">{i + 1}</span>
              {step.label}
            </>
          );
          return (
            <li key={step.id} className={isCurrent ? 'step step-current' : 'step'}>
              {linkTo ? (
                <Link to={step.route} params={{ campaignId: linkTo }} className="step-link">
                  {content}
                </Link>
              ) : (
                <span className="step-link" aria-disabled="true" aria-current={isCurrent ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

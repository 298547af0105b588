import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { AD_STATUS_LABELS, type AdRowFields } from '#domain/ad/row';
import './ad-status.css';

/** An ad's status badge; focusing or hovering it shows why (its tooltip), which it is also named by. */
export function AdStatusBadge({ status, tooltip }: Pick<AdRowFields, 'status' | 'tooltip'>) {
  return (
    <TooltipTrigger delay={0}>
      <Button className={`badge badge-${status}`} aria-label={`${AD_STATUS_LABELS[status]}: ${tooltip}`}>
        {AD_STATUS_LABELS[status]}
      </Button>
      <Tooltip className="ad-status-tooltip">{tooltip}</Tooltip>
    </TooltipTrigger>
  );
}

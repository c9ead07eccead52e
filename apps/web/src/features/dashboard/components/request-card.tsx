import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { startMessagePreview, type ChatRequest } from '@pb/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { UserText } from '../../../components/ui/user-text';

type RequestCardProps = {
  request: ChatRequest;
  currentUserId: string;
  mayManage: boolean;
  isBusy: boolean;
  onStart: () => void;
  onComplete: () => void;
  onUnclaim: () => void;
};

const name = (u: { firstName: string; lastName: string } | null) =>
  u ? `${u.firstName} ${u.lastName}` : 'Unassigned';

/**
 * A request card (spec 1 §2): customer link, Initial / Old chips, rep, created date and time,
 * the start message (97 characters + ellipsis when 100 or longer, expandable), Assigned To and
 * the appointment date; Start, Mark Completed and the Unclaim menu.
 */
export function RequestCard({
  request,
  currentUserId,
  mayManage,
  isBusy,
  onStart,
  onComplete,
  onUnclaim,
}: RequestCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const preview = startMessagePreview(request.startMessage);
  const isOwner = request.ownedBy === currentUserId;
  const mayUnclaim = !!request.ownedBy && (isOwner || mayManage);
  const label = `Request for ${request.customerName}`;

  return (
    <Card variant="outlined" component="article" aria-label={label} data-testid="request-card">
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Link
            component={RouterLink}
            to={paths.customer.getHref(request.customerId)}
            variant="subtitle1"
            sx={{ fontWeight: 600, flex: 1, minWidth: 0, wordBreak: 'break-word' }}
          >
            <UserText>{request.customerName}</UserText>
          </Link>
          {request.initial && <Chip size="small" color="primary" label="Initial" />}
          {request.old && <Chip size="small" color="default" label="Old" />}
          {mayUnclaim && (
            <IconButton
              size="small"
              aria-label="More actions"
              onClick={(e) => setMenuAnchor(e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Rep: {name(request.rep)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Created: {formatDateTime(request.createTimestamp)}
        </Typography>
        <Typography variant="body2" sx={{ my: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {isExpanded ? request.startMessage : preview.text}
          {preview.isCollapsed && (
            <Button
              size="small"
              onClick={() => setIsExpanded((v) => !v)}
              sx={{ ml: 0.5, p: 0, minWidth: 0 }}
            >
              {isExpanded ? 'Show less' : 'Show more'}
            </Button>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Assigned To: {name(request.owner)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Appointment: {request.appointmentDate ? formatDate(request.appointmentDate) : 'None'}
        </Typography>
      </CardContent>
      {(!request.ownedBy || isOwner) && (
        <CardActions sx={{ pt: 0, justifyContent: 'flex-end' }}>
          {!request.ownedBy && (
            <Button variant="contained" size="small" onClick={onStart} disabled={isBusy}>
              Start
            </Button>
          )}
          {isOwner && (
            <Button
              variant="contained"
              color="success"
              size="small"
              onClick={onComplete}
              disabled={isBusy}
            >
              Mark Completed
            </Button>
          )}
        </CardActions>
      )}
      <Menu anchorEl={menuAnchor} open={!!menuAnchor} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            onUnclaim();
          }}
        >
          Unclaim
        </MenuItem>
      </Menu>
    </Card>
  );
}

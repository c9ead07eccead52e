import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router';

/** The edit button of a list row: a link to the item's page, named after the item. */
export function EditRowButton({ href, itemName }: { href: string; itemName: string }) {
  return (
    <Tooltip title="Edit">
      <IconButton component={Link} to={href} aria-label={`Edit ${itemName}`} size="small">
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

type DeleteRowButtonProps = {
  itemName: string;
  onClick: () => void;
  disabled?: boolean;
  /** Why it is disabled (e.g. the default item), shown as the tooltip. */
  disabledReason?: string;
};

/** The delete button of a list row (the caller asks for confirmation). */
export function DeleteRowButton({
  itemName,
  onClick,
  disabled,
  disabledReason,
}: DeleteRowButtonProps) {
  return (
    <Tooltip title={disabled && disabledReason ? disabledReason : 'Delete'}>
      {/* A span keeps the tooltip working on a disabled button. */}
      <span>
        <IconButton
          aria-label={`Delete ${itemName}`}
          size="small"
          onClick={onClick}
          disabled={disabled}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

import Box from '@mui/material/Box';
import { FormStateSelectField } from '../../../components/form/state-select-field';
import { FormTextField } from '../../../components/form/text-field';
import { MountWhenVisible } from '../../../components/ui/mount-when-visible';

type CustomerFieldsProps = {
  /** The edit form also offers address line 2, phone and email. */
  isComplete?: boolean;
  /** Narrow layout (the customer page's left column): one field per row. */
  isNarrow?: boolean;
  /**
   * The fields after Address mount after the page's first paint: on the customer page they are
   * below the fold. Their values are in the form either way, so a save still sends them. Read
   * when the fields first render: a later value leaves them as they are.
   */
  isLowerPartLater?: boolean;
};

/** What the six fields after Address take in the narrow layout (six rows of a dense field). */
const LOWER_PART_HEIGHT = 6 * 91;

/** Fields of Create New Customer and the customer info form (spec 3 §5: the six are required). */
export function CustomerFields({
  isComplete = false,
  isNarrow = false,
  isLowerPartLater = false,
}: CustomerFieldsProps) {
  const columns = isNarrow ? '1fr' : { xs: '1fr', sm: '1fr 1fr' };
  const lowerPart = (
    <>
      {isComplete && (
        <FormTextField name="address2" label="Address Line 2" autoComplete="off" fullWidth />
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: isNarrow ? '1fr' : { xs: '1fr', sm: '2fr 1.4fr 1fr' },
          columnGap: 2,
        }}
      >
        <FormTextField name="city" label="City" required autoComplete="off" />
        <FormStateSelectField name="state" required />
        <FormTextField name="zip" label="Zip" required autoComplete="off" />
      </Box>
      {isComplete && (
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 2 }}>
          <FormTextField name="phone" label="Phone" type="tel" autoComplete="off" />
          <FormTextField name="email" label="Email" type="email" autoComplete="off" />
        </Box>
      )}
    </>
  );
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 2 }}>
        <FormTextField name="firstName" label="First Name" required autoComplete="off" />
        <FormTextField name="lastName" label="Last Name" required autoComplete="off" />
      </Box>
      <FormTextField name="address1" label="Address" required autoComplete="off" fullWidth />
      {/* Always this wrapper (mounted at once or not): swapping it would make the fields anew. */}
      <MountWhenVisible
        label="More customer info"
        placeholderHeight={LOWER_PART_HEIGHT}
        isMountedAtOnce={!isLowerPartLater}
      >
        {lowerPart}
      </MountWhenVisible>
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SlideFrame } from './slide-frame';
import type { SlideProps } from './slide-props';
import { formatDeckDate } from '../../utils/deck-format';
import { PersonName } from '../../../../components/ui/user-text';

/** Tagline shown for the company's own brand (spec 3 §2 Cover). */
const PRODUCT_TAGLINE = 'Clean, affordable energy for your home';

/** Cover: logo, tagline for the company's brand, phone and website, the customer's address. */
export function CoverSlide({ deck, isMobile, isPrint }: SlideProps) {
  const { brand, customer } = deck;
  const { palette } = brand;
  const cityLine = `${customer.city}, ${customer.state} ${customer.zip}`;
  return (
    <SlideFrame deck={deck} isMobile={isMobile} isPrint={isPrint} title="Cover" isBare>
      <Box
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: isMobile ? 'column' : 'row',
        }}
      >
        <Box
          sx={{
            flex: isMobile ? 'none' : 1.2,
            bgcolor: palette.veryDark,
            color: '#ffffff',
            p: isMobile ? 3 : 6,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 2,
          }}
        >
          <Box
            component="img"
            src={brand.logo}
            alt={`${brand.name} logo`}
            sx={{
              width: isMobile ? 200 : 300,
              bgcolor: '#ffffff',
              borderRadius: 2,
              p: 1,
            }}
          />
          {deck.baseTemplate === 'Solex' && (
            <Typography
              sx={{ fontSize: isMobile ? 20 : 28, fontWeight: 500, color: palette.light }}
            >
              {PRODUCT_TAGLINE}
            </Typography>
          )}
          <Typography sx={{ fontSize: isMobile ? 16 : 20 }}>{brand.phone}</Typography>
          <Typography sx={{ fontSize: isMobile ? 16 : 20 }}>{brand.website}</Typography>
        </Box>
        <Box
          sx={{
            flex: 1,
            p: isMobile ? 3 : 6,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            gap: 1,
            bgcolor: palette.light,
          }}
        >
          <Typography sx={{ fontSize: isMobile ? 18 : 24, fontWeight: 500, color: palette.dark }}>
            Custom Proposal for:
          </Typography>
          <Typography
            component="h1"
            sx={{ fontSize: isMobile ? 30 : 44, fontWeight: 700, lineHeight: 1.15 }}
          >
            <PersonName person={customer} />
          </Typography>
          <Typography sx={{ fontSize: isMobile ? 16 : 20 }}>{customer.address1}</Typography>
          {customer.address2 && (
            <Typography sx={{ fontSize: isMobile ? 16 : 20 }}>{customer.address2}</Typography>
          )}
          <Typography sx={{ fontSize: isMobile ? 16 : 20 }}>{cityLine}</Typography>
          <Typography sx={{ fontSize: 14, mt: 3, color: palette.dark }}>
            Prepared {formatDeckDate(deck.preparedAt)}
          </Typography>
        </Box>
      </Box>
    </SlideFrame>
  );
}

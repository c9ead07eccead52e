import {
  BrandMark,
  SLIDE_FONT,
  SLIDE_HEIGHT,
  SLIDE_WIDTH,
  SlideTitle,
  TextBar,
  type SlideArtProps,
} from './slide-parts';

/** Cover: logo and tagline, 'Custom Proposal for:' the customer, a sunny roof. */
export function CoverArt({ palette, brandName }: SlideArtProps) {
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <g>
      <rect width={SLIDE_WIDTH} height={SLIDE_HEIGHT} fill={palette.veryDark} />
      <polygon points="96,0 160,0 160,90 70,90" fill={palette.dark} opacity={0.55} />
      <g transform="translate(134 22)">
        {rays.map((angle) => (
          <rect
            key={angle}
            x={-0.8}
            y={-16}
            width={1.6}
            height={5}
            rx={0.8}
            fill={palette.main}
            transform={`rotate(${angle})`}
          />
        ))}
        <circle r={9} fill={palette.main} />
      </g>
      <polygon points="92,74 112,54 140,54 154,74" fill={palette.light} opacity={0.25} />
      {[0, 1, 2, 3].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={106 + col * 8 + row * -3}
            y={58 + row * 7}
            width={7}
            height={6}
            fill={palette.veryDark}
            stroke={palette.main}
            strokeWidth={0.5}
          />
        )),
      )}
      <rect x={92} y={74} width={62} height={16} fill={palette.light} opacity={0.18} />
      <circle cx={14} cy={17} r={5} fill={palette.main} />
      <text x={22} y={20} fontFamily={SLIDE_FONT} fontSize={9} fontWeight={800} fill="#fff">
        {brandName.toUpperCase()}
      </text>
      <TextBar x={9} y={28} width={52} fill={palette.light} opacity={0.7} />
      <text x={9} y={50} fontFamily={SLIDE_FONT} fontSize={5} fill="#fff" opacity={0.85}>
        Custom Proposal for:
      </text>
      <TextBar x={9} y={55} width={48} height={5} fill="#fff" />
      <TextBar x={9} y={65} width={40} fill="#fff" opacity={0.55} />
      <TextBar x={9} y={70} width={30} fill="#fff" opacity={0.55} />
      <TextBar x={9} y={80} width={26} height={2} fill={palette.main} />
      <TextBar x={38} y={80} width={22} height={2} fill={palette.main} />
    </g>
  );
}

/** System Info: the roof image with panel arrays, and the three figures. */
export function SystemInfoArt({ palette, brandName }: SlideArtProps) {
  return (
    <g>
      <SlideTitle title="System Info" palette={palette} />
      <rect x={8} y={20} width={84} height={58} rx={2} fill="#d6dbe3" />
      <polygon points="14,70 30,28 74,28 88,70" fill="#aab3c0" />
      <line x1={50} y1={28} x2={50} y2={70} stroke="#8a94a3" strokeWidth={0.8} />
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`a${col}-${row}`}
            x={24 + col * 6 + (2 - row) * 1.6}
            y={36 + row * 9}
            width={5.2}
            height={8}
            fill={palette.veryDark}
            stroke={palette.main}
            strokeWidth={0.45}
          />
        )),
      )}
      {[0, 1, 2].map((col) =>
        [0, 1].map((row) => (
          <rect
            key={`b${col}-${row}`}
            x={56 + col * 6 - row * 1.6}
            y={45 + row * 9}
            width={5.2}
            height={8}
            fill={palette.veryDark}
            stroke={palette.main}
            strokeWidth={0.45}
          />
        )),
      )}
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(98 ${20 + index * 20})`}>
          <rect width={54} height={17} rx={2} fill={palette.light} />
          <TextBar x={4} y={4} width={24} height={4.5} fill={palette.dark} />
          <TextBar x={4} y={11} width={40} height={2} fill={palette.text} opacity={0.4} />
        </g>
      ))}
      <TextBar x={8} y={82} width={70} height={1.6} opacity={0.8} />
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

/** About Us: the company's three figures, a paragraph and the template's contact details. */
export function AboutUsArt({ palette, brandName }: SlideArtProps) {
  const stats = ['175K', '1.2M', '200K'];
  return (
    <g>
      <SlideTitle title="About Us" palette={palette} />
      {stats.map((stat, index) => (
        <g key={stat} transform={`translate(${32 + index * 48} 38)`}>
          <circle r={13} fill={palette.light} stroke={palette.main} strokeWidth={1.2} />
          <text
            textAnchor="middle"
            y={2.2}
            fontFamily={SLIDE_FONT}
            fontSize={6.5}
            fontWeight={800}
            fill={palette.dark}
          >
            {stat}
          </text>
          <TextBar x={-12} y={17} width={24} height={2} fill={palette.text} opacity={0.45} />
        </g>
      ))}
      <TextBar x={12} y={64} width={136} />
      <TextBar x={12} y={69} width={128} />
      <TextBar x={12} y={74} width={90} />
      <TextBar x={12} y={81} width={36} height={2} fill={palette.main} />
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

/** Financing options: the option and its monthly payment, then the payment table. */
export function FinancingOptionsArt({ palette, brandName }: SlideArtProps) {
  return (
    <g>
      <SlideTitle title="Financing Options" palette={palette} />
      <rect x={8} y={20} width={52} height={58} rx={2} fill={palette.veryDark} />
      <TextBar x={13} y={26} width={30} height={2.4} fill="#fff" opacity={0.7} />
      <text x={13} y={46} fontFamily={SLIDE_FONT} fontSize={13} fontWeight={800} fill="#fff">
        $
      </text>
      <TextBar x={22} y={37} width={26} height={9} fill={palette.main} />
      <TextBar x={13} y={56} width={40} height={2} fill="#fff" opacity={0.5} />
      <TextBar x={13} y={61} width={34} height={2} fill="#fff" opacity={0.5} />
      <rect x={13} y={68} width={42} height={6} rx={3} fill={palette.main} />
      <rect x={66} y={20} width={86} height={9} rx={1.5} fill={palette.main} />
      <TextBar x={70} y={23.5} width={30} height={2} fill="#fff" />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(66 ${30 + row * 9.6})`}>
          <rect width={86} height={9} fill={row % 2 === 0 ? palette.light : '#fff'} />
          <TextBar
            x={4}
            y={3.3}
            width={34 - row * 3}
            height={2.2}
            fill={palette.text}
            opacity={0.5}
          />
          <TextBar x={64} y={3.3} width={18} height={2.4} fill={palette.dark} />
        </g>
      ))}
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

/** Cost breakdown: tree work and energy-kit items, the total and the home value uplift. */
export function CostBreakdownArt({ palette, brandName }: SlideArtProps) {
  return (
    <g>
      <SlideTitle title="Cost Breakdown" palette={palette} />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(8 ${21 + row * 11})`}>
          <rect width={80} height={9} rx={1.5} fill="#f1f5f9" />
          {row < 2 ? (
            <polygon points="4,7.5 7,1.5 10,7.5" fill={palette.main} />
          ) : (
            <circle cx={7} cy={4.5} r={3} fill={palette.main} />
          )}
          <TextBar
            x={14}
            y={3.4}
            width={36 - row * 2}
            height={2.2}
            fill={palette.text}
            opacity={0.5}
          />
          <TextBar x={62} y={3.4} width={14} height={2.2} fill={palette.dark} />
        </g>
      ))}
      <rect x={96} y={21} width={56} height={30} rx={2} fill={palette.veryDark} />
      <TextBar x={101} y={27} width={26} height={2} fill="#fff" opacity={0.6} />
      <TextBar x={101} y={34} width={42} height={8} fill={palette.main} />
      <rect x={96} y={55} width={56} height={23} rx={2} fill={palette.light} />
      <polyline
        points="102,73 112,66 120,69 130,61"
        fill="none"
        stroke={palette.dark}
        strokeWidth={1.6}
      />
      <polygon points="134.3,57.6 131.9,63.3 128.1,58.7" fill={palette.dark} />
      <TextBar x={138} y={64} width={10} height={2.4} fill={palette.dark} />
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

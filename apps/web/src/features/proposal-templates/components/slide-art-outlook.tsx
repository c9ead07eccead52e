import { BrandMark, SLIDE_FONT, SlideTitle, TextBar, type SlideArtProps } from './slide-parts';

/** 30 year projected savings: utility cost against the solar payment, and the escalator slider. */
export function ProjectedSavingsArt({ palette, brandName }: SlideArtProps) {
  return (
    <g>
      <SlideTitle title="30 Year Projected Savings" palette={palette} />
      <line x1={14} y1={70} x2={112} y2={70} stroke="#94a3b8" strokeWidth={0.6} />
      <line x1={14} y1={22} x2={14} y2={70} stroke="#94a3b8" strokeWidth={0.6} />
      <path d="M14 62 C40 58 70 46 112 24 L112 70 L14 70 Z" fill={palette.light} />
      <path d="M14 62 C40 58 70 46 112 24" fill="none" stroke={palette.main} strokeWidth={1.6} />
      <path
        d="M14 60 L50 58 L50 64 L112 64"
        fill="none"
        stroke={palette.dark}
        strokeWidth={1.2}
        strokeDasharray="3 1.6"
      />
      <line x1={50} y1={22} x2={50} y2={70} stroke={palette.text} strokeWidth={0.4} opacity={0.4} />
      <rect x={14} y={78} width={98} height={2} rx={1} fill="#e2e8f0" />
      <rect x={14} y={78} width={42} height={2} rx={1} fill={palette.main} />
      <circle cx={56} cy={79} r={2.6} fill="#fff" stroke={palette.main} strokeWidth={1} />
      {[0, 1, 2].map((index) => (
        <g key={index} transform={`translate(118 ${22 + index * 18})`}>
          <rect
            width={34}
            height={15}
            rx={2}
            fill={index === 0 ? palette.veryDark : palette.light}
          />
          <TextBar
            x={4}
            y={3.5}
            width={18}
            height={1.8}
            fill={index === 0 ? '#fff' : palette.text}
            opacity={0.55}
          />
          <TextBar
            x={4}
            y={8}
            width={24}
            height={4}
            fill={index === 0 ? palette.main : palette.dark}
          />
        </g>
      ))}
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

/** Net metering + monitoring: the home, the meter and the grid, and the monitoring app. */
export function NetMeteringArt({ palette, brandName }: SlideArtProps) {
  return (
    <g>
      <SlideTitle title="Net Metering + Monitoring" palette={palette} />
      <polygon points="10,48 26,34 42,48" fill={palette.dark} />
      <rect x={14} y={48} width={24} height={20} fill={palette.light} />
      <rect x={23} y={56} width={6} height={12} fill={palette.dark} />
      <rect
        x={20}
        y={38}
        width={12}
        height={5}
        fill={palette.veryDark}
        transform="rotate(-41 26 40)"
      />
      <circle cx={62} cy={52} r={9} fill="#fff" stroke={palette.main} strokeWidth={1.6} />
      <line x1={62} y1={52} x2={66} y2={47} stroke={palette.dark} strokeWidth={1.2} />
      <path
        d="M44 48 L52 48 M48 45 L52 48 L48 51"
        fill="none"
        stroke={palette.main}
        strokeWidth={1.2}
      />
      <path
        d="M72 56 L80 56 M76 53 L80 56 L76 59"
        fill="none"
        stroke={palette.main}
        strokeWidth={1.2}
      />
      <path
        d="M80 48 L72 48 M76 45 L72 48 L76 51"
        fill="none"
        stroke={palette.dark}
        strokeWidth={1.2}
      />
      <polygon points="90,70 95,32 100,70" fill="none" stroke={palette.text} strokeWidth={1} />
      <line x1={86} y1={40} x2={104} y2={40} stroke={palette.text} strokeWidth={1} />
      <line x1={88} y1={50} x2={102} y2={50} stroke={palette.text} strokeWidth={1} />
      <rect x={118} y={22} width={30} height={54} rx={4} fill={palette.veryDark} />
      <rect x={121} y={27} width={24} height={43} rx={1.5} fill="#fff" />
      {[10, 16, 12, 20, 15, 24].map((height, index) => (
        <rect
          key={index}
          x={123.5 + index * 3.5}
          y={62 - height}
          width={2.4}
          height={height}
          fill={index === 5 ? palette.main : palette.light}
        />
      ))}
      <TextBar x={124} y={30} width={14} height={2} fill={palette.dark} />
      <TextBar x={10} y={76} width={92} />
      <TextBar x={10} y={81} width={70} />
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

/** The timeline: six steps from site survey to permission to operate. */
export function TimelineArt({ palette, brandName }: SlideArtProps) {
  const steps = ['1', '2', '3', '4', '5', '6'];
  return (
    <g>
      <SlideTitle title="The Timeline" palette={palette} />
      <line x1={18} y1={44} x2={142} y2={44} stroke={palette.light} strokeWidth={3} />
      <line x1={18} y1={44} x2={68} y2={44} stroke={palette.main} strokeWidth={3} />
      {steps.map((step, index) => {
        const x = 18 + index * 24.8;
        const isDone = index < 3;
        return (
          <g key={step}>
            <circle
              cx={x}
              cy={44}
              r={6}
              fill={isDone ? palette.main : '#fff'}
              stroke={isDone ? palette.dark : palette.main}
              strokeWidth={1}
            />
            <text
              x={x}
              y={46.2}
              textAnchor="middle"
              fontFamily={SLIDE_FONT}
              fontSize={6}
              fontWeight={700}
              fill={isDone ? '#fff' : palette.dark}
            >
              {step}
            </text>
            <TextBar x={x - 9} y={55} width={18} height={2.2} fill={palette.text} opacity={0.55} />
            <TextBar x={x - 7} y={60} width={14} height={1.8} />
          </g>
        );
      })}
      <rect x={18} y={68} width={124} height={10} rx={2} fill={palette.light} />
      <TextBar x={22} y={72} width={80} height={2} fill={palette.dark} opacity={0.7} />
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

/** Overview: the summary tiles (offset, savings, system and what is included). */
export function OverviewArt({ palette, brandName }: SlideArtProps) {
  const circumference = 2 * Math.PI * 11;
  return (
    <g>
      <SlideTitle title="Overview" palette={palette} />
      <rect x={8} y={20} width={46} height={58} rx={2} fill={palette.light} />
      <circle cx={31} cy={42} r={11} fill="none" stroke="#fff" strokeWidth={5} />
      <circle
        cx={31}
        cy={42}
        r={11}
        fill="none"
        stroke={palette.main}
        strokeWidth={5}
        strokeDasharray={`${circumference * 0.82} ${circumference}`}
        transform="rotate(-90 31 42)"
      />
      <TextBar x={16} y={62} width={30} height={3} fill={palette.dark} />
      <TextBar x={19} y={68} width={24} height={2} fill={palette.text} opacity={0.45} />
      <rect x={58} y={20} width={46} height={27} rx={2} fill={palette.veryDark} />
      <TextBar x={62} y={25} width={20} height={2} fill="#fff" opacity={0.6} />
      <TextBar x={62} y={32} width={34} height={7} fill={palette.main} />
      <rect x={58} y={51} width={46} height={27} rx={2} fill="#f1f5f9" />
      {[8, 12, 10, 16, 14, 19].map((height, index) => (
        <rect
          key={index}
          x={63 + index * 6.4}
          y={74 - height}
          width={4}
          height={height}
          fill={palette.dark}
          opacity={0.35 + index * 0.1}
        />
      ))}
      <rect x={108} y={20} width={44} height={58} rx={2} fill="#f1f5f9" />
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(112 ${26 + row * 10})`}>
          <circle cx={2.5} cy={2} r={2.5} fill={palette.main} />
          <path d="M1.3 2 L2.3 3 L3.8 1" fill="none" stroke="#fff" strokeWidth={0.7} />
          <TextBar
            x={8}
            y={0.9}
            width={26 - row * 2}
            height={2.2}
            fill={palette.text}
            opacity={0.5}
          />
        </g>
      ))}
      <BrandMark palette={palette} brandName={brandName} />
    </g>
  );
}

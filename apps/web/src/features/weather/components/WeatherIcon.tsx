const SUN = '#f08c00';
const CLOUD = '#868e96';
const WATER = '#1971c2';

function Cloud({ dark = false }: { dark?: boolean }) {
  return <path d="M9 27h17a6 6 0 0 0 0-12 8 8 0 0 0-15.3 2.2A5 5 0 0 0 9 27z" fill={dark ? '#adb5bd' : '#dee2e6'} stroke={CLOUD} strokeWidth="1.5" />;
}

function Sun({ night }: { night: boolean }) {
  if (night) return <path d="M22 6a10 10 0 1 0 9 14A8 8 0 0 1 22 6z" fill="#ffe066" stroke="#f59f00" strokeWidth="1.5" />;
  return (
    <g stroke={SUN} strokeWidth="2" strokeLinecap="round">
      <circle cx="18" cy="16" r="6.5" fill="#ffd43b" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <line key={angle} x1="18" y1="4" x2="18" y2="6.5" transform={`rotate(${angle} 18 16)`} />
      ))}
    </g>
  );
}

function Drops({ snow = false }: { snow?: boolean }) {
  return (
    <g fill={snow ? 'none' : WATER} stroke={snow ? WATER : 'none'} strokeWidth="1.5">
      {[11, 18, 25].map((x) => (snow ? <path key={x} d={`M${x} 30v5M${x - 2.5} 32.5h5`} /> : <path key={x} d={`M${x} 30l-1.5 4a1.6 1.6 0 0 0 3 0z`} />))}
    </g>
  );
}

/** The weather picture of an OpenWeather icon code ('10d'); decorative, the description is given as text. */
export function WeatherIcon({ code }: { code: string }) {
  const kind = code.slice(0, 2);
  const night = code.endsWith('n');
  return (
    <svg width="40" height="40" viewBox="0 0 36 38" aria-hidden="true" focusable="false">
      {kind === '01' && <Sun night={night} />}
      {kind === '02' && (
        <>
          <g transform="translate(-4 -4)">
            <Sun night={night} />
          </g>
          <Cloud />
        </>
      )}
      {(kind === '03' || kind === '04') && <Cloud dark={kind === '04'} />}
      {(kind === '09' || kind === '10' || kind === '11' || kind === '13') && (
        <>
          <Cloud dark />
          {kind === '11' ? <path d="M19 27l-4 6h4l-3 5" fill="none" stroke="#f59f00" strokeWidth="2" /> : <Drops snow={kind === '13'} />}
        </>
      )}
      {kind === '50' && (
        <g stroke={CLOUD} strokeWidth="2.5" strokeLinecap="round">
          {[12, 18, 24, 30].map((y, i) => (
            <line key={y} x1={i % 2 ? 8 : 4} y1={y} x2={i % 2 ? 32 : 28} y2={y} />
          ))}
        </g>
      )}
    </svg>
  );
}

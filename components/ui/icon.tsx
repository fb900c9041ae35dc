import 'server-only';
import icons from '@iconify-json/ri/icons.json';
import { getIconData, iconToSVG } from '@iconify/utils';

/** Remix Icon names used by the site and its content, e.g. "mail-line". */
export type IconName = string;

/**
 * An inline SVG icon from the locally installed Remix Icon set, rendered on the server: no icon is
 * fetched and no icon code reaches the browser. Decorative unless given a label.
 */
export function Icon({
  name,
  label,
  className,
}: {
  name: IconName;
  label?: string;
  className?: string;
}) {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`Unknown icon "${name}" (not in @iconify-json/ri)`);
  const { attributes, body } = iconToSVG(data, { height: '1em' });
  return (
    <svg
      {...attributes}
      className={className ?? 'inline-block'}
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  );
}

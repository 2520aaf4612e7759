import { Icon, type IconProps } from '@dss/ui';

/** Three bars: the top bar's menu button on phones and tablets. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon aria-hidden focusable={false} {...props}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

import { Breadcrumb, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb leads; the last crumb is the current page and is never a link. */
  to?: string;
}

/** Trail such as Dashboard › View/Edit Instructors › Edit Instructor. */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const lastIndex = items.length - 1;
  return (
    <Breadcrumb.Root aria-label="Breadcrumb" size="sm">
      {/* Wraps between crumbs and between words on a narrow screen, never inside a word. */}
      <Breadcrumb.List flexWrap="wrap" rowGap="1" wordBreak="normal" overflowWrap="normal">
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            <Breadcrumb.Item>
              {index === lastIndex ? (
                <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
              ) : item.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={item.to}>{item.label}</Link>
                </Breadcrumb.Link>
              ) : (
                <Text as="span">{item.label}</Text>
              )}
            </Breadcrumb.Item>
            {index < lastIndex ? <Breadcrumb.Separator /> : null}
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

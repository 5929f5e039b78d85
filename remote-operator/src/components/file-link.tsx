import { useMediaUrl } from '@leafbid/shared/ui';
import type { ReactNode } from 'react';

export interface FileLinkProps {
  /** An API path (`/file/{id}`): opened like every API file, with the media cookie (no token in the URL). */
  path: string;
  children: ReactNode;
  className?: string;
}

/** A stored file (certificate, licence document) opened in a new tab through the file/token mechanism. */
export function FileLink({ path, children, className }: FileLinkProps) {
  const url = useMediaUrl(path);
  if (!url) {
    return (
      <span
        className={['op-file-link', 'op-file-link--pending', className].filter(Boolean).join(' ')}
      >
        {children}
      </span>
    );
  }
  return (
    <a
      className={['op-file-link', className].filter(Boolean).join(' ')}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}

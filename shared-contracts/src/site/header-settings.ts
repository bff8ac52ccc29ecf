// The `header.settings` of the header/footer payload (product §3) as the header and footer draw them: the support
// phone, its hours and the social links. The payload types them loosely (a record), so anything missing or of the
// wrong shape is left out rather than drawn.

export interface SocialLink {
  title: string;
  url: string;
}

export interface HeaderSettings {
  phone?: string;
  supportHours?: string;
  social: SocialLink[];
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Only links out to http(s) addresses: a social link is never a script or a page of ours. */
const isSocialLink = (value: unknown): value is SocialLink => {
  const link = value as Partial<SocialLink> | null;
  return !!text(link?.title) && typeof link?.url === 'string' && /^https?:\/\/[^\s]+$/i.test(link.url);
};

/**
 * @example readHeaderSettings({ phone: '021-91000000', supportHours: 'هر روز ۸ تا ۲۴', social: [{ title: 'اینستاگرام', url: 'https://instagram.com/rahi' }] })
 */
export function readHeaderSettings(settings: unknown): HeaderSettings {
  const record = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  const phone = text(record.phone);
  const supportHours = text(record.supportHours);
  const social = Array.isArray(record.social) ? record.social.filter(isSocialLink) : [];
  return { ...(phone ? { phone } : {}), ...(supportHours ? { supportHours } : {}), social };
}

/** What the cache keeps of one company (intake-catalogue.ts); only its size and version matter here. */
export type SizedEntry = { version: number; rows: number };

/**
 * The intake cache's companies, least recently used out first, bounded both by companies and by the rows they hold
 * (products, promos, zones, coupons): an entry holds a company's whole catalogue, so a count of companies alone
 * would let a few thousand large menus hold the process's memory. An entry read from an older snapshot than the
 * one held (two reads of one company at once) does not replace it.
 */
export class CatalogueEntries<E extends SizedEntry> {
  private readonly entries = new Map<string, E>();
  private rows = 0;

  constructor(
    private readonly maxCompanies: number,
    private readonly maxRows: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get heldRows() {
    return this.rows;
  }

  /** The entry, now the most recently used. */
  get(companyId: string) {
    const entry = this.entries.get(companyId);
    if (entry) {
      this.entries.delete(companyId);
      this.entries.set(companyId, entry);
    }
    return entry;
  }

  /** The entry without counting it as used. */
  peek(companyId: string) {
    return this.entries.get(companyId);
  }

  set(companyId: string, entry: E) {
    const held = this.entries.get(companyId);
    if (held && held.version > entry.version) return;
    this.delete(companyId);
    this.entries.set(companyId, entry);
    this.rows += entry.rows;
    // The entry just set stays, even alone over the bound: the order being priced needs it.
    while ((this.entries.size > this.maxCompanies || this.rows > this.maxRows) && this.entries.size > 1) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  delete(companyId: string) {
    const held = this.entries.get(companyId);
    if (!held) return;
    this.entries.delete(companyId);
    this.rows -= held.rows;
  }
}

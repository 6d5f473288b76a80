/** GET /api/help: what the Help page needs from the server (docs/product/help.md). */
export interface HelpInfo {
  supportEmail: string;
}

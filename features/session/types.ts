/** CompanyData as docs/product.md#account-data lists it (snake_case, as the API sends it). */
export interface CompanyData {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  role: string;
  has_verified_email: boolean;
  onboard_position: number;
  phone: string | null;
  company_name: string | null;
  created_at: string;
  profile_picture_image: string | null;
}

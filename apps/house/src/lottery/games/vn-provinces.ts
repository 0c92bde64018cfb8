/**
 * Which province draws on which weekday, as the Vietnamese lottery companies publish it
 * (schedule in force since 2017; kept as data so an operator can follow a change without code).
 *
 * Weekdays use the lobby's convention Sunday = 1 … Saturday = 7, which is also the Vietnamese
 * name of the day: "Thứ 2" (Monday) = 2 … "Thứ 7" (Saturday) = 7, "Chủ nhật" (Sunday) = 1.
 *
 * Our draws are the house's own draws in the format of these lotteries, not the official
 * results of the provincial companies.
 */

export type VnRegion = 'north' | 'central' | 'south';
/** 1 = Sunday … 7 = Saturday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface VnProvince {
  /** Short code, part of the game code (VN_MN_HCM). */
  code: string;
  name: string;
  region: 'central' | 'south';
  drawDays: readonly Weekday[];
}

export const VN_PROVINCES: readonly VnProvince[] = [
  // Miền Nam, 16:15
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'south', drawDays: [2, 7] },
  { code: 'DT', name: 'Đồng Tháp', region: 'south', drawDays: [2] },
  { code: 'CM', name: 'Cà Mau', region: 'south', drawDays: [2] },
  { code: 'BTR', name: 'Bến Tre', region: 'south', drawDays: [3] },
  { code: 'VT', name: 'Vũng Tàu', region: 'south', drawDays: [3] },
  { code: 'BL', name: 'Bạc Liêu', region: 'south', drawDays: [3] },
  { code: 'DN', name: 'Đồng Nai', region: 'south', drawDays: [4] },
  { code: 'CT', name: 'Cần Thơ', region: 'south', drawDays: [4] },
  { code: 'ST', name: 'Sóc Trăng', region: 'south', drawDays: [4] },
  { code: 'TN', name: 'Tây Ninh', region: 'south', drawDays: [5] },
  { code: 'AG', name: 'An Giang', region: 'south', drawDays: [5] },
  { code: 'BTH', name: 'Bình Thuận', region: 'south', drawDays: [5] },
  { code: 'VL', name: 'Vĩnh Long', region: 'south', drawDays: [6] },
  { code: 'BD', name: 'Bình Dương', region: 'south', drawDays: [6] },
  { code: 'TV', name: 'Trà Vinh', region: 'south', drawDays: [6] },
  { code: 'LA', name: 'Long An', region: 'south', drawDays: [7] },
  { code: 'BP', name: 'Bình Phước', region: 'south', drawDays: [7] },
  { code: 'HG', name: 'Hậu Giang', region: 'south', drawDays: [7] },
  { code: 'TG', name: 'Tiền Giang', region: 'south', drawDays: [1] },
  { code: 'KG', name: 'Kiên Giang', region: 'south', drawDays: [1] },
  { code: 'DL', name: 'Đà Lạt', region: 'south', drawDays: [1] },
  // Miền Trung, 17:15
  { code: 'TTH', name: 'Thừa Thiên Huế', region: 'central', drawDays: [2, 1] },
  { code: 'PY', name: 'Phú Yên', region: 'central', drawDays: [2] },
  { code: 'DLK', name: 'Đắk Lắk', region: 'central', drawDays: [3] },
  { code: 'QNM', name: 'Quảng Nam', region: 'central', drawDays: [3] },
  { code: 'DNG', name: 'Đà Nẵng', region: 'central', drawDays: [4, 7] },
  { code: 'KH', name: 'Khánh Hòa', region: 'central', drawDays: [4, 1] },
  { code: 'BDI', name: 'Bình Định', region: 'central', drawDays: [5] },
  { code: 'QT', name: 'Quảng Trị', region: 'central', drawDays: [5] },
  { code: 'QB', name: 'Quảng Bình', region: 'central', drawDays: [5] },
  { code: 'GL', name: 'Gia Lai', region: 'central', drawDays: [6] },
  { code: 'NT', name: 'Ninh Thuận', region: 'central', drawDays: [6] },
  { code: 'QNG', name: 'Quảng Ngãi', region: 'central', drawDays: [7] },
  { code: 'DNO', name: 'Đắk Nông', region: 'central', drawDays: [7] },
  { code: 'KT', name: 'Kon Tum', region: 'central', drawDays: [1] },
];

/**
 * Miền Bắc draws every day in Hà Nội's company; the station that hosts the draw rotates
 * by weekday. Shown beside the result, it changes nothing in the game.
 */
export const VN_NORTH_STATIONS: Readonly<Record<Weekday, string>> = {
  1: 'Thái Bình',
  2: 'Hà Nội',
  3: 'Quảng Ninh',
  4: 'Bắc Ninh',
  5: 'Hà Nội',
  6: 'Hải Phòng',
  7: 'Nam Định',
};

/** Local draw times (Asia/Ho_Chi_Minh) by region. */
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, string>> = {
  north: '18:15',
  central: '17:15',
  south: '16:15',
};

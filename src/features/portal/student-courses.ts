import { ROUTES } from '../../config/routes';

export type StudentCourseStatus = 'active' | 'completed';

/** A course the student bought. Local sample data. */
export interface StudentCourse {
  id: number;
  courseName: string;
  courseType: string;
  purchaseDate: string;
  courseDate: string;
  courseTime: string;
  courseLocation: string;
  trainerName: string;
  totalPrice: number;
  status: StudentCourseStatus;
  modulesLink: string;
}

/** The course modules are not online yet: their links lead to the under-construction screen. */
const MODULES = ROUTES.underConstruction;

export const STUDENT_COURSES: readonly StudentCourse[] = [
  {
    id: 1,
    courseName: 'Lisensi Pelatih Futsal Level 1',
    courseType: 'Sertifikasi',
    purchaseDate: '2026-09-02',
    courseDate: '2026-12-05',
    courseTime: '08.00 – 16.00 WIB',
    courseLocation: 'GOR Futsal Senayan, Jakarta',
    trainerName: 'Coach Andri Irawan',
    totalPrice: 3500000,
    status: 'active',
    modulesLink: MODULES,
  },
  {
    id: 2,
    courseName: 'Analisis Taktik Transisi Futsal',
    courseType: 'Workshop',
    purchaseDate: '2026-10-14',
    courseDate: '2026-12-19',
    courseTime: '13.00 – 17.00 WIB',
    courseLocation: 'Daring (Zoom)',
    trainerName: 'Coach Fajar Nugroho',
    totalPrice: 750000,
    status: 'active',
    modulesLink: MODULES,
  },
  {
    id: 3,
    courseName: 'Program Latihan Fisik Pemain Muda',
    courseType: 'Profesional',
    purchaseDate: '2026-03-11',
    courseDate: '2026-04-18',
    courseTime: '09.00 – 15.00 WIB',
    courseLocation: 'Sport Center Arcamanik, Bandung',
    trainerName: 'Coach Rina Kartika',
    totalPrice: 1250000,
    status: 'completed',
    modulesLink: MODULES,
  },
  {
    id: 4,
    courseName: 'Dasar Melatih Penjaga Gawang Futsal',
    courseType: 'Pemula',
    purchaseDate: '2026-01-20',
    courseDate: '2026-02-14',
    courseTime: '08.00 – 12.00 WIB',
    courseLocation: 'GOR Pancasila, Surabaya',
    trainerName: 'Coach Bayu Prasetyo',
    totalPrice: 450000,
    status: 'completed',
    modulesLink: MODULES,
  },
];

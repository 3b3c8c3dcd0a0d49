// Generated from openapi/openapi.yaml by scripts/generate-operations.ts (npm run api:generate).
// Do not edit: change the contract and regenerate.
import type { ContractComponents, OperationExamples } from './details';
import type { OperationId } from './types';

/** The contract's version (info.version). */
export const CONTRACT_VERSION = '2.5.0';

/** Every operation's named examples: its request body's, and each documented answer's by media type. */
export const EXAMPLES: Record<OperationId, OperationExamples> = {
  login: {
    request: {
      admin: {
        summary: 'The demo admin',
        value: { email: 'admin@apifutsal.id', password: 'admin12345' },
      },
      member: {
        summary: 'The demo member',
        value: { email: 'pelatih@apifutsal.id', password: 'pelatih12345' },
      },
      wrongPassword: {
        summary: 'A wrong password',
        value: { email: 'admin@apifutsal.id', password: 'salah-total' },
      },
    },
    responses: {
      '200': {
        description: 'Logged in.',
        content: {
          'application/json': {
            admin: {
              summary: 'The demo admin logs in',
              value: {
                user: {
                  name: 'Admin Futsal',
                  email: 'admin@apifutsal.id',
                  role: 'admin',
                  membership: 'basic',
                },
                token: '3f9c2a7be1d54c0f8a6e9b12c4d7e0a1f2b3c4d5e6f708192a3b4c5d6e7f8091',
              },
            },
            member: {
              summary: 'The demo member logs in',
              value: {
                user: {
                  name: 'Rizky Pratama',
                  email: 'pelatih@apifutsal.id',
                  role: 'user',
                  membership: 'basic',
                },
                token: '7a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
              },
            },
          },
        },
      },
      '400': {
        description: 'The login body is not valid; the message names the field.',
        component: 'LoginBadRequest',
        content: {
          'application/json': {
            invalid: {
              summary: 'An email that is not an address',
              value: { message: 'email: harus alamat email yang valid.' },
            },
            missingPassword: {
              summary: 'No password',
              value: { message: 'password: wajib diisi.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
          },
        },
      },
      '401': {
        description: 'Wrong email or password.',
        content: {
          'application/json': {
            wrongPassword: {
              summary: 'A wrong password',
              value: { message: 'Email atau password salah.' },
            },
          },
        },
      },
      '413': {
        description: 'The body is larger than 8 KiB (8192 bytes).',
        component: 'AccountPayloadTooLarge',
        content: {
          'application/json': {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 8 KiB.' },
            },
          },
        },
      },
      '415': {
        description:
          'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing',
        component: 'UnsupportedContentEncoding',
        content: {
          'application/json': {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
      '429': {
        description: 'Too many logins within a window. The limits never let one client lock an',
        component: 'TooManyRequests',
        content: {
          'application/json': {
            tooManyLogins: {
              summary: 'Locked out for a while',
              value: {
                message: 'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
              },
            },
            tooManyRegistrations: {
              summary: 'Too many registrations from one address',
              value: {
                message: 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam 15 menit.',
              },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server is checking (or hashing, for a registration) as many passwords as it',
        component: 'LoginBusy',
        content: {
          'application/json': {
            busy: {
              summary: 'Too many logins at once',
              value: { message: 'Server sedang sibuk memproses login. Coba lagi dalam 2 detik.' },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  register: {
    request: {
      newMember: {
        summary: 'A new member',
        value: {
          name: 'Dewi Lestari',
          email: 'dewi.lestari@contoh.id',
          password: 'latihan-futsal-2026',
        },
      },
      duplicate: {
        summary: 'An email that already has an account',
        value: { name: 'Rizky Pratama', email: 'pelatih@apifutsal.id', password: 'pelatih12345' },
      },
    },
    responses: {
      '201': {
        description: 'The account was created and is signed in.',
        content: {
          'application/json': {
            newMember: {
              summary: 'The new member, signed in',
              value: {
                user: {
                  name: 'Dewi Lestari',
                  email: 'dewi.lestari@contoh.id',
                  role: 'user',
                  membership: 'basic',
                },
                token: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
              },
            },
          },
        },
      },
      '400': {
        description: 'The body is not valid; the message names the field.',
        content: {
          'application/json': {
            shortPassword: {
              summary: 'A password shorter than 8 characters',
              value: { message: 'password: minimal 8 karakter.' },
            },
            invalidEmail: {
              summary: 'An email that is not an address',
              value: { message: 'email: harus alamat email yang valid.' },
            },
            missingName: { summary: 'A blank name', value: { message: 'name: wajib diisi.' } },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
          },
        },
      },
      '409': {
        description: 'An account with this email already exists.',
        content: {
          'application/json': {
            duplicate: {
              summary: 'The email is taken',
              value: { message: 'Email already exists' },
            },
          },
        },
      },
      '413': {
        description: 'The body is larger than 8 KiB (8192 bytes).',
        component: 'AccountPayloadTooLarge',
        content: {
          'application/json': {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 8 KiB.' },
            },
          },
        },
      },
      '415': {
        description:
          'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing',
        component: 'UnsupportedContentEncoding',
        content: {
          'application/json': {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
      '429': {
        description: 'Too many logins within a window. The limits never let one client lock an',
        component: 'TooManyRequests',
        content: {
          'application/json': {
            tooManyLogins: {
              summary: 'Locked out for a while',
              value: {
                message: 'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
              },
            },
            tooManyRegistrations: {
              summary: 'Too many registrations from one address',
              value: {
                message: 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam 15 menit.',
              },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server is checking (or hashing, for a registration) as many passwords as it',
        component: 'LoginBusy',
        content: {
          'application/json': {
            busy: {
              summary: 'Too many logins at once',
              value: { message: 'Server sedang sibuk memproses login. Coba lagi dalam 2 detik.' },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  getCurrentUser: {
    request: {},
    responses: {
      '200': {
        description: 'The current user.',
        content: {
          'application/json': {
            admin: {
              summary: 'The demo admin',
              value: {
                name: 'Admin Futsal',
                email: 'admin@apifutsal.id',
                role: 'admin',
                membership: 'basic',
              },
            },
            member: {
              summary: 'The demo member',
              value: {
                name: 'Rizky Pratama',
                email: 'pelatih@apifutsal.id',
                role: 'user',
                membership: 'basic',
              },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  deleteCurrentUser: {
    request: {
      confirm: {
        summary: 'The member confirms with their password',
        value: { password: 'pelatih12345' },
      },
      wrongPassword: { summary: 'A wrong password', value: { password: 'salah-total' } },
    },
    responses: {
      '204': {
        description:
          'The account is deleted and every session of it has ended; the token that asked no',
        content: {},
      },
      '400': {
        description: 'The body is not valid; the message names the field.',
        content: {
          'application/json': {
            missingPassword: {
              summary: 'No password',
              value: { message: 'password: wajib diisi.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '403': {
        description:
          'The password is wrong. Nothing was deleted, the token still works, and the attempt',
        content: {
          'application/json': {
            wrongPassword: {
              summary: 'A wrong password',
              value: { message: 'Password salah. Akun tidak dihapus.' },
            },
          },
        },
      },
      '409': {
        description:
          "The account is the last admin's. Nothing was deleted; another admin must exist first.",
        content: {
          'application/json': {
            lastAdmin: {
              summary: 'The only admin tries to leave',
              value: { message: 'Akun admin terakhir tidak dapat dihapus.' },
            },
          },
        },
      },
      '413': {
        description: 'The body is larger than 8 KiB (8192 bytes).',
        component: 'AccountPayloadTooLarge',
        content: {
          'application/json': {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 8 KiB.' },
            },
          },
        },
      },
      '415': {
        description:
          'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing',
        component: 'UnsupportedContentEncoding',
        content: {
          'application/json': {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
      '429': {
        description: 'Too many logins within a window. The limits never let one client lock an',
        component: 'TooManyRequests',
        content: {
          'application/json': {
            tooManyLogins: {
              summary: 'Locked out for a while',
              value: {
                message: 'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
              },
            },
            tooManyRegistrations: {
              summary: 'Too many registrations from one address',
              value: {
                message: 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam 15 menit.',
              },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server is checking (or hashing, for a registration) as many passwords as it',
        component: 'LoginBusy',
        content: {
          'application/json': {
            busy: {
              summary: 'Too many logins at once',
              value: { message: 'Server sedang sibuk memproses login. Coba lagi dalam 2 detik.' },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  logout: {
    request: {},
    responses: {
      '204': { description: 'Logged out; the token no longer works.', content: {} },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  listArticles: {
    request: {},
    responses: {
      '200': {
        description: 'The articles (whole, or summaries with `view=summary`).',
        content: {
          'application/json': {
            articles: {
              summary: 'Eight coaching articles',
              value: [
                {
                  id: 1,
                  version: 1,
                  title: 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan',
                  author: 'Andri Pratama',
                  date: '2026-10-28',
                  category: 'Taktik',
                  banner: '/images/articles/pressing-tinggi.svg',
                  tags: [{ name: 'pressing' }, { name: 'taktik' }, { name: 'bertahan' }],
                  sections: [
                    {
                      subtitle: 'Mengapa pressing tinggi?',
                      content:
                        'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan sejak bola pertama dimainkan dari kiper. Di lapangan futsal yang sempit, satu umpan yang terburu-buru sudah cukup untuk merebut bola di dekat gawang lawan. Tim yang menekan dengan rapi juga mempersingkat jarak yang harus ditempuh untuk mencetak gol.',
                      youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
                      images: [{ path: '/images/articles/pressing-tinggi-diagram.svg' }],
                    },
                    {
                      subtitle: 'Pemicu pressing',
                      content:
                        'Tentukan pemicu yang jelas bersama pemain, misalnya umpan ke pemain sayap yang menghadap garis samping, sentuhan pertama yang buruk, atau umpan balik ke kiper. Saat pemicu terjadi, pemain terdekat menekan bola sementara tiga pemain lain menutup jalur umpan terdekat.',
                      youtube: '',
                      images: [],
                    },
                    {
                      subtitle: 'Latihan 4 lawan 4 dengan zona',
                      content:
                        'Bagi lapangan menjadi tiga zona. Tim bertahan mendapat poin ketika merebut bola di zona depan dalam delapan detik. Lakukan empat babak dua menit dengan istirahat aktif satu menit, lalu evaluasi bersama pemain kapan pemicu terlewat.',
                      youtube: '',
                      images: [{ path: '/images/articles/latihan-zona.svg' }],
                    },
                  ],
                },
                {
                  id: 2,
                  version: 1,
                  title: 'Penjaga Gawang Futsal: Posisi Dasar dan Distribusi Bola',
                  author: 'Rina Kusuma',
                  date: '2026-10-21',
                  category: 'Penjaga Gawang',
                  banner: '/images/articles/penjaga-gawang.svg',
                  tags: [{ name: 'kiper' }, { name: 'distribusi' }],
                  sections: [
                    {
                      subtitle: 'Posisi siap',
                      content:
                        'Kiper futsal berdiri dengan kaki selebar bahu, lutut sedikit ditekuk dan berat badan di ujung kaki. Tangan berada di samping pinggang, siap bergerak ke segala arah. Posisi ini memungkinkan reaksi cepat terhadap tembakan jarak dekat yang sering terjadi di futsal.',
                      youtube: 'https://www.youtube.com/watch?v=Qm8f2LhR0sA',
                      images: [{ path: '/images/articles/posisi-kiper.svg' }],
                    },
                    {
                      subtitle: 'Distribusi cepat',
                      content:
                        'Lemparan bawah yang cepat ke pemain sayap sering menjadi awal serangan balik terbaik. Latih kiper untuk membaca posisi lawan sebelum menangkap bola, sehingga distribusi bisa dilakukan dalam dua detik setelah penyelamatan.',
                      youtube: '',
                      images: [],
                    },
                  ],
                },
                {
                  id: 3,
                  version: 1,
                  title: 'Bola Mati: Lima Skema Tendangan Sudut yang Efektif',
                  author: 'Budi Santoso',
                  date: '2026-10-14',
                  category: 'Bola Mati',
                  banner: '/images/articles/bola-mati.svg',
                  tags: [{ name: 'bola mati' }, { name: 'tendangan sudut' }, { name: 'menyerang' }],
                  sections: [
                    {
                      subtitle: 'Prinsip dasar bola mati',
                      content:
                        'Dalam futsal, tendangan sudut harus dieksekusi dalam empat detik. Karena itu setiap skema harus sederhana, punya kode yang jelas, dan dilatih sampai otomatis. Gunakan isyarat tangan atau nomor agar lawan tidak membaca rencana Anda.',
                      youtube: 'https://www.youtube.com/watch?v=Zb4nW1yT6eE',
                      images: [{ path: '/images/articles/skema-sudut.svg' }],
                    },
                    {
                      subtitle: 'Skema blok di tiang jauh',
                      content:
                        'Satu pemain membuat blok legal untuk membebaskan penembak di luar kotak. Pengambil sudut mengumpan mendatar, penembak menyambut dengan sentuhan pertama ke arah tiang jauh. Latih variasi saat lawan bertahan dengan sistem zona dan orang per orang.',
                      youtube: '',
                      images: [],
                    },
                  ],
                },
                {
                  id: 4,
                  version: 1,
                  title: 'Kondisi Fisik Pemain Futsal: Program Interval Enam Minggu',
                  author: 'Sari Wulandari',
                  date: '2026-10-07',
                  category: 'Kondisi Fisik',
                  banner: '/images/articles/kondisi-fisik.svg',
                  tags: [{ name: 'kondisi fisik' }, { name: 'interval' }],
                  sections: [
                    {
                      subtitle: 'Tuntutan fisik futsal',
                      content:
                        'Pemain futsal melakukan sprint pendek setiap 30 sampai 40 detik dan sering berganti arah. Program kondisi fisik harus meniru pola itu, bukan sekadar lari jarak jauh. Fokus pada kemampuan mengulang sprint dan pemulihan cepat di antara usaha maksimal.',
                      youtube: '',
                      images: [{ path: '/images/articles/grafik-interval.svg' }],
                    },
                    {
                      subtitle: 'Struktur enam minggu',
                      content:
                        'Minggu satu dan dua membangun dasar dengan interval 30 detik kerja dan 30 detik istirahat. Minggu tiga dan empat menaikkan intensitas dengan 15 detik kerja dan 15 detik istirahat. Minggu lima dan enam menggabungkan sprint berulang dengan bola agar transfer ke pertandingan lebih baik.',
                      youtube: 'https://www.youtube.com/watch?v=Lk3pT8vN5yQ',
                      images: [],
                    },
                  ],
                },
                {
                  id: 5,
                  version: 1,
                  title: 'Pembinaan Usia Muda: Bermain Sambil Belajar untuk U-10',
                  author: 'Yoga Prasetyo',
                  date: '2026-09-30',
                  category: 'Pembinaan Usia Muda',
                  banner: '/images/articles/usia-muda.svg',
                  tags: [{ name: 'usia muda' }, { name: 'pembinaan' }],
                  sections: [
                    {
                      subtitle: 'Anak bukan orang dewasa kecil',
                      content:
                        'Pada usia di bawah sepuluh tahun, anak belajar paling baik lewat permainan. Kurangi antrean dan ceramah, perbanyak sentuhan bola. Setiap anak sebaiknya menyentuh bola ratusan kali dalam satu sesi latihan.',
                      youtube: '',
                      images: [{ path: '/images/articles/permainan-kecil.svg' }],
                    },
                    {
                      subtitle: 'Permainan kecil 2 lawan 2',
                      content:
                        'Gunakan lapangan kecil dengan empat gawang mini. Permainan 2 lawan 2 memberi banyak keputusan, banyak gol, dan banyak kegembiraan. Pelatih cukup memberi satu pertanyaan di setiap jeda, misalnya ke mana kamu bisa bergerak agar temanmu bisa mengumpan?',
                      youtube: 'https://www.youtube.com/watch?v=Ye6rD2mK9wB',
                      images: [],
                    },
                  ],
                },
                {
                  id: 6,
                  version: 1,
                  title: 'Rotasi 3-1 Menyerang: Membuka Ruang di Sepertiga Akhir',
                  author: 'Andri Pratama',
                  date: '2026-09-23',
                  category: 'Taktik',
                  banner: '/images/articles/rotasi-3-1.svg',
                  tags: [{ name: 'taktik' }, { name: 'menyerang' }, { name: 'rotasi' }],
                  sections: [
                    {
                      subtitle: 'Struktur 3-1',
                      content:
                        'Formasi 3-1 menempatkan satu pivot di depan dan tiga pemain membentuk segitiga di belakangnya. Rotasi terjadi ketika pemain sayap menusuk ke dalam dan pemain belakang mengisi ruang yang ditinggalkan. Tujuannya menarik bek lawan keluar dari posisinya.',
                      youtube: 'https://www.youtube.com/watch?v=Pv2sX7cJ4nH',
                      images: [{ path: '/images/articles/rotasi-diagram.svg' }],
                    },
                    {
                      subtitle: 'Peran pivot',
                      content:
                        'Pivot menahan bola membelakangi gawang, menunggu pemain sayap yang berlari ke ruang kosong. Latih pivot untuk melindungi bola dengan badan dan melepas umpan satu sentuhan.',
                      youtube: '',
                      images: [],
                    },
                  ],
                },
                {
                  id: 7,
                  version: 1,
                  title: 'Transisi Bertahan: Lima Detik Pertama Setelah Kehilangan Bola',
                  author: 'Dimas Ardiansyah',
                  date: '2026-09-16',
                  category: 'Taktik',
                  banner: '/images/articles/transisi-bertahan.svg',
                  tags: [{ name: 'transisi' }, { name: 'bertahan' }],
                  sections: [
                    {
                      subtitle: 'Reaksi, bukan keluhan',
                      content:
                        'Saat bola hilang, pemain terdekat langsung menekan sementara yang lain berlari kembali ke posisi aman di belakang bola. Lima detik pertama menentukan apakah lawan bisa melakukan serangan balik. Biasakan pemain bereaksi tanpa berhenti untuk mengeluh.',
                      youtube: '',
                      images: [{ path: '/images/articles/transisi-diagram.svg' }],
                    },
                    {
                      subtitle: 'Latihan 3 lawan 2 bergelombang',
                      content:
                        'Tim yang kehilangan bola harus segera bertahan melawan gelombang serangan berikutnya. Hitung berapa detik yang dibutuhkan untuk kembali membentuk blok bertahan, lalu targetkan di bawah lima detik.',
                      youtube: 'https://www.youtube.com/watch?v=Tr5kN3bQ8zM',
                      images: [],
                    },
                  ],
                },
                {
                  id: 8,
                  version: 1,
                  title: 'Power Play: Kapan dan Bagaimana Memakai Kiper Kelima',
                  author: 'Rina Kusuma',
                  date: '2026-09-09',
                  category: 'Strategi',
                  banner: '/images/articles/power-play.svg',
                  tags: [{ name: 'power play' }, { name: 'strategi' }, { name: 'kiper' }],
                  sections: [
                    {
                      subtitle: 'Kapan memakai power play',
                      content:
                        'Power play biasanya dipakai saat tim tertinggal pada menit-menit akhir. Dengan lima pemain menyerang, tim unggul jumlah di lapangan, tetapi gawang kosong menjadi risiko besar. Putuskan lebih awal siapa yang menjadi kiper kelima dan latih skemanya setiap minggu.',
                      youtube: 'https://www.youtube.com/watch?v=Gf8hJ2wK7pL',
                      images: [{ path: '/images/articles/power-play-diagram.svg' }],
                    },
                    {
                      subtitle: 'Sirkulasi bola yang sabar',
                      content:
                        'Kunci power play adalah sirkulasi bola yang sabar sampai muncul ruang tembak. Hindari umpan berisiko di tengah, karena satu kesalahan berarti gol mudah bagi lawan.',
                      youtube: '',
                      images: [],
                    },
                  ],
                },
              ],
            },
            summaries: {
              summary: 'The first page of summaries (`view=summary&limit=6`)',
              value: [
                {
                  id: 1,
                  version: 1,
                  title: 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan',
                  author: 'Andri Pratama',
                  date: '2026-10-28',
                  category: 'Taktik',
                  banner: '/images/articles/pressing-tinggi.svg',
                  tags: [{ name: 'pressing' }, { name: 'taktik' }, { name: 'bertahan' }],
                  excerpt:
                    'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan sejak bola pertama dimainkan dari kiper. Di lapangan futsal yang sempit, satu umpan yang terburu-buru sudah cukup untuk merebut bola di dekat gawang lawan. Tim yang menekan dengan rapi juga mempersingkat jarak yang harus ditempuh unt',
                },
                {
                  id: 2,
                  version: 1,
                  title: 'Penjaga Gawang Futsal: Posisi Dasar dan Distribusi Bola',
                  author: 'Rina Kusuma',
                  date: '2026-10-21',
                  category: 'Penjaga Gawang',
                  banner: '/images/articles/penjaga-gawang.svg',
                  tags: [{ name: 'kiper' }, { name: 'distribusi' }],
                  excerpt:
                    'Kiper futsal berdiri dengan kaki selebar bahu, lutut sedikit ditekuk dan berat badan di ujung kaki. Tangan berada di samping pinggang, siap bergerak ke segala arah. Posisi ini memungkinkan reaksi cepat terhadap tembakan jarak dekat yang sering terjadi di futsal.',
                },
                {
                  id: 3,
                  version: 1,
                  title: 'Bola Mati: Lima Skema Tendangan Sudut yang Efektif',
                  author: 'Budi Santoso',
                  date: '2026-10-14',
                  category: 'Bola Mati',
                  banner: '/images/articles/bola-mati.svg',
                  tags: [{ name: 'bola mati' }, { name: 'tendangan sudut' }, { name: 'menyerang' }],
                  excerpt:
                    'Dalam futsal, tendangan sudut harus dieksekusi dalam empat detik. Karena itu setiap skema harus sederhana, punya kode yang jelas, dan dilatih sampai otomatis. Gunakan isyarat tangan atau nomor agar lawan tidak membaca rencana Anda.',
                },
                {
                  id: 4,
                  version: 1,
                  title: 'Kondisi Fisik Pemain Futsal: Program Interval Enam Minggu',
                  author: 'Sari Wulandari',
                  date: '2026-10-07',
                  category: 'Kondisi Fisik',
                  banner: '/images/articles/kondisi-fisik.svg',
                  tags: [{ name: 'kondisi fisik' }, { name: 'interval' }],
                  excerpt:
                    'Pemain futsal melakukan sprint pendek setiap 30 sampai 40 detik dan sering berganti arah. Program kondisi fisik harus meniru pola itu, bukan sekadar lari jarak jauh. Fokus pada kemampuan mengulang sprint dan pemulihan cepat di antara usaha maksimal.',
                },
                {
                  id: 5,
                  version: 1,
                  title: 'Pembinaan Usia Muda: Bermain Sambil Belajar untuk U-10',
                  author: 'Yoga Prasetyo',
                  date: '2026-09-30',
                  category: 'Pembinaan Usia Muda',
                  banner: '/images/articles/usia-muda.svg',
                  tags: [{ name: 'usia muda' }, { name: 'pembinaan' }],
                  excerpt:
                    'Pada usia di bawah sepuluh tahun, anak belajar paling baik lewat permainan. Kurangi antrean dan ceramah, perbanyak sentuhan bola. Setiap anak sebaiknya menyentuh bola ratusan kali dalam satu sesi latihan.',
                },
                {
                  id: 6,
                  version: 1,
                  title: 'Rotasi 3-1 Menyerang: Membuka Ruang di Sepertiga Akhir',
                  author: 'Andri Pratama',
                  date: '2026-09-23',
                  category: 'Taktik',
                  banner: '/images/articles/rotasi-3-1.svg',
                  tags: [{ name: 'taktik' }, { name: 'menyerang' }, { name: 'rotasi' }],
                  excerpt:
                    'Formasi 3-1 menempatkan satu pivot di depan dan tiga pemain membentuk segitiga di belakangnya. Rotasi terjadi ketika pemain sayap menusuk ke dalam dan pemain belakang mengisi ruang yang ditinggalkan. Tujuannya menarik bek lawan keluar dari posisinya.',
                },
              ],
            },
            noMatch: {
              summary: 'A search that matches nothing (q=zzzz; X-Total-Count is 0)',
              value: [],
            },
          },
        },
      },
      '400': {
        description: 'A query parameter is not valid; the message names it.',
        component: 'QueryBadRequest',
        content: {
          'application/json': {
            invalid: {
              summary: 'A page size over the limit',
              value: { message: 'limit: maksimal 100.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server is sending as many large answers (a list without `limit`, a very large',
        component: 'ReadBusy',
        content: {
          'application/json': {
            busy: {
              summary: 'Too many large answers at once',
              value: {
                message:
                  'Server sedang sibuk mengirim artikel yang besar. Coba lagi dalam 10 detik.',
              },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  createArticle: {
    request: {
      article: {
        summary: 'A new article with one section',
        value: {
          title: 'Latihan Passing Segitiga untuk Pemula',
          author: 'Yoga Prasetyo',
          date: '2026-11-20',
          category: 'Teknik',
          banner: '/images/articles/usia-muda.svg',
          tags: ['passing', 'pemula'],
          sections: [
            {
              subtitle: 'Susunan latihan',
              content:
                'Tiga pemain membentuk segitiga berjarak lima meter dan mengumpan dua sentuhan.',
              youtube: '',
              images: ['/images/articles/permainan-kecil.svg'],
            },
          ],
        },
      },
    },
    responses: {
      '201': {
        description: 'Created; the stored article (version 1).',
        content: {
          'application/json': {
            created: {
              summary: 'The stored article',
              value: {
                id: 9,
                version: 1,
                title: 'Latihan Passing Segitiga untuk Pemula',
                author: 'Yoga Prasetyo',
                date: '2026-11-20',
                category: 'Teknik',
                banner: '/images/articles/usia-muda.svg',
                tags: [{ name: 'passing' }, { name: 'pemula' }],
                sections: [
                  {
                    subtitle: 'Susunan latihan',
                    content:
                      'Tiga pemain membentuk segitiga berjarak lima meter dan mengumpan dua sentuhan.',
                    youtube: '',
                    images: [{ path: '/images/articles/permainan-kecil.svg' }],
                  },
                ],
              },
            },
          },
        },
      },
      '400': {
        description:
          'The article body is not valid, or (on an update) `If-Match` is longer than 200',
        component: 'BadRequest',
        content: {
          'application/json': {
            invalid: { summary: 'A missing title', value: { message: 'title: wajib diisi.' } },
            invalidDate: {
              summary: 'A date that is not YYYY-MM-DD',
              value: { message: 'date: harus tanggal dengan format YYYY-MM-DD.' },
            },
            ifMatchTooLong: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
            imageTooLarge: {
              summary: 'An image string over 2097152 characters',
              value: { message: 'banner: ukuran gambar melebihi batas 2 MiB.' },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '403': {
        description:
          "The user's role may not do this (only admins write articles and manage the member",
        component: 'Forbidden',
        content: {
          'application/json': {
            forbidden: {
              summary: 'A member tries to write',
              value: { message: 'Hanya admin yang boleh mengubah artikel.' },
            },
            accounts: {
              summary: 'A member asks for the member accounts',
              value: { message: 'Hanya admin yang boleh mengelola akun anggota.' },
            },
          },
        },
      },
      '413': {
        description: "The body is larger than its operation's `x-max-body-bytes` (10 MiB).",
        component: 'PayloadTooLarge',
        content: {
          'application/json': {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 10 MiB.' },
            },
          },
        },
      },
      '415': {
        description:
          'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing',
        component: 'UnsupportedContentEncoding',
        content: {
          'application/json': {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  getArticleStats: {
    request: {},
    responses: {
      '200': {
        description: 'The counts.',
        content: {
          'application/json': {
            all: { summary: 'Every article', value: { articles: 8, authors: 6 } },
            noMatch: {
              summary: 'A search that matches nothing',
              value: { articles: 0, authors: 0 },
            },
          },
        },
      },
      '400': {
        description: 'A query parameter is not valid; the message names it.',
        component: 'QueryBadRequest',
        content: {
          'application/json': {
            invalid: {
              summary: 'A page size over the limit',
              value: { message: 'limit: maksimal 100.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  getArticle: {
    request: {},
    responses: {
      '200': {
        description: 'The article.',
        content: {
          'application/json': {
            pressing: {
              summary: 'Pressing tinggi',
              value: {
                id: 1,
                version: 1,
                title: 'Pressing Tinggi dalam Futsal: Prinsip, Pemicu, dan Latihan',
                author: 'Andri Pratama',
                date: '2026-10-28',
                category: 'Taktik',
                banner: '/images/articles/pressing-tinggi.svg',
                tags: [{ name: 'pressing' }, { name: 'taktik' }, { name: 'bertahan' }],
                sections: [
                  {
                    subtitle: 'Mengapa pressing tinggi?',
                    content:
                      'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan sejak bola pertama dimainkan dari kiper. Di lapangan futsal yang sempit, satu umpan yang terburu-buru sudah cukup untuk merebut bola di dekat gawang lawan. Tim yang menekan dengan rapi juga mempersingkat jarak yang harus ditempuh untuk mencetak gol.',
                    youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
                    images: [{ path: '/images/articles/pressing-tinggi-diagram.svg' }],
                  },
                  {
                    subtitle: 'Pemicu pressing',
                    content:
                      'Tentukan pemicu yang jelas bersama pemain, misalnya umpan ke pemain sayap yang menghadap garis samping, sentuhan pertama yang buruk, atau umpan balik ke kiper. Saat pemicu terjadi, pemain terdekat menekan bola sementara tiga pemain lain menutup jalur umpan terdekat.',
                    youtube: '',
                    images: [],
                  },
                  {
                    subtitle: 'Latihan 4 lawan 4 dengan zona',
                    content:
                      'Bagi lapangan menjadi tiga zona. Tim bertahan mendapat poin ketika merebut bola di zona depan dalam delapan detik. Lakukan empat babak dua menit dengan istirahat aktif satu menit, lalu evaluasi bersama pemain kapan pemicu terlewat.',
                    youtube: '',
                    images: [{ path: '/images/articles/latihan-zona.svg' }],
                  },
                ],
              },
            },
            kiper: {
              summary: 'Penjaga gawang',
              value: {
                id: 2,
                version: 1,
                title: 'Penjaga Gawang Futsal: Posisi Dasar dan Distribusi Bola',
                author: 'Rina Kusuma',
                date: '2026-10-21',
                category: 'Penjaga Gawang',
                banner: '/images/articles/penjaga-gawang.svg',
                tags: [{ name: 'kiper' }, { name: 'distribusi' }],
                sections: [
                  {
                    subtitle: 'Posisi siap',
                    content:
                      'Kiper futsal berdiri dengan kaki selebar bahu, lutut sedikit ditekuk dan berat badan di ujung kaki. Tangan berada di samping pinggang, siap bergerak ke segala arah. Posisi ini memungkinkan reaksi cepat terhadap tembakan jarak dekat yang sering terjadi di futsal.',
                    youtube: 'https://www.youtube.com/watch?v=Qm8f2LhR0sA',
                    images: [{ path: '/images/articles/posisi-kiper.svg' }],
                  },
                  {
                    subtitle: 'Distribusi cepat',
                    content:
                      'Lemparan bawah yang cepat ke pemain sayap sering menjadi awal serangan balik terbaik. Latih kiper untuk membaca posisi lawan sebelum menangkap bola, sehingga distribusi bisa dilakukan dalam dua detik setelah penyelamatan.',
                    youtube: '',
                    images: [],
                  },
                ],
              },
            },
            bolaMati: {
              summary: 'Bola mati',
              value: {
                id: 3,
                version: 1,
                title: 'Bola Mati: Lima Skema Tendangan Sudut yang Efektif',
                author: 'Budi Santoso',
                date: '2026-10-14',
                category: 'Bola Mati',
                banner: '/images/articles/bola-mati.svg',
                tags: [{ name: 'bola mati' }, { name: 'tendangan sudut' }, { name: 'menyerang' }],
                sections: [
                  {
                    subtitle: 'Prinsip dasar bola mati',
                    content:
                      'Dalam futsal, tendangan sudut harus dieksekusi dalam empat detik. Karena itu setiap skema harus sederhana, punya kode yang jelas, dan dilatih sampai otomatis. Gunakan isyarat tangan atau nomor agar lawan tidak membaca rencana Anda.',
                    youtube: 'https://www.youtube.com/watch?v=Zb4nW1yT6eE',
                    images: [{ path: '/images/articles/skema-sudut.svg' }],
                  },
                  {
                    subtitle: 'Skema blok di tiang jauh',
                    content:
                      'Satu pemain membuat blok legal untuk membebaskan penembak di luar kotak. Pengambil sudut mengumpan mendatar, penembak menyambut dengan sentuhan pertama ke arah tiang jauh. Latih variasi saat lawan bertahan dengan sistem zona dan orang per orang.',
                    youtube: '',
                    images: [],
                  },
                ],
              },
            },
            kondisiFisik: {
              summary: 'Kondisi fisik',
              value: {
                id: 4,
                version: 1,
                title: 'Kondisi Fisik Pemain Futsal: Program Interval Enam Minggu',
                author: 'Sari Wulandari',
                date: '2026-10-07',
                category: 'Kondisi Fisik',
                banner: '/images/articles/kondisi-fisik.svg',
                tags: [{ name: 'kondisi fisik' }, { name: 'interval' }],
                sections: [
                  {
                    subtitle: 'Tuntutan fisik futsal',
                    content:
                      'Pemain futsal melakukan sprint pendek setiap 30 sampai 40 detik dan sering berganti arah. Program kondisi fisik harus meniru pola itu, bukan sekadar lari jarak jauh. Fokus pada kemampuan mengulang sprint dan pemulihan cepat di antara usaha maksimal.',
                    youtube: '',
                    images: [{ path: '/images/articles/grafik-interval.svg' }],
                  },
                  {
                    subtitle: 'Struktur enam minggu',
                    content:
                      'Minggu satu dan dua membangun dasar dengan interval 30 detik kerja dan 30 detik istirahat. Minggu tiga dan empat menaikkan intensitas dengan 15 detik kerja dan 15 detik istirahat. Minggu lima dan enam menggabungkan sprint berulang dengan bola agar transfer ke pertandingan lebih baik.',
                    youtube: 'https://www.youtube.com/watch?v=Lk3pT8vN5yQ',
                    images: [],
                  },
                ],
              },
            },
            usiaMuda: {
              summary: 'Usia muda',
              value: {
                id: 5,
                version: 1,
                title: 'Pembinaan Usia Muda: Bermain Sambil Belajar untuk U-10',
                author: 'Yoga Prasetyo',
                date: '2026-09-30',
                category: 'Pembinaan Usia Muda',
                banner: '/images/articles/usia-muda.svg',
                tags: [{ name: 'usia muda' }, { name: 'pembinaan' }],
                sections: [
                  {
                    subtitle: 'Anak bukan orang dewasa kecil',
                    content:
                      'Pada usia di bawah sepuluh tahun, anak belajar paling baik lewat permainan. Kurangi antrean dan ceramah, perbanyak sentuhan bola. Setiap anak sebaiknya menyentuh bola ratusan kali dalam satu sesi latihan.',
                    youtube: '',
                    images: [{ path: '/images/articles/permainan-kecil.svg' }],
                  },
                  {
                    subtitle: 'Permainan kecil 2 lawan 2',
                    content:
                      'Gunakan lapangan kecil dengan empat gawang mini. Permainan 2 lawan 2 memberi banyak keputusan, banyak gol, dan banyak kegembiraan. Pelatih cukup memberi satu pertanyaan di setiap jeda, misalnya ke mana kamu bisa bergerak agar temanmu bisa mengumpan?',
                    youtube: 'https://www.youtube.com/watch?v=Ye6rD2mK9wB',
                    images: [],
                  },
                ],
              },
            },
            rotasi: {
              summary: 'Rotasi 3-1',
              value: {
                id: 6,
                version: 1,
                title: 'Rotasi 3-1 Menyerang: Membuka Ruang di Sepertiga Akhir',
                author: 'Andri Pratama',
                date: '2026-09-23',
                category: 'Taktik',
                banner: '/images/articles/rotasi-3-1.svg',
                tags: [{ name: 'taktik' }, { name: 'menyerang' }, { name: 'rotasi' }],
                sections: [
                  {
                    subtitle: 'Struktur 3-1',
                    content:
                      'Formasi 3-1 menempatkan satu pivot di depan dan tiga pemain membentuk segitiga di belakangnya. Rotasi terjadi ketika pemain sayap menusuk ke dalam dan pemain belakang mengisi ruang yang ditinggalkan. Tujuannya menarik bek lawan keluar dari posisinya.',
                    youtube: 'https://www.youtube.com/watch?v=Pv2sX7cJ4nH',
                    images: [{ path: '/images/articles/rotasi-diagram.svg' }],
                  },
                  {
                    subtitle: 'Peran pivot',
                    content:
                      'Pivot menahan bola membelakangi gawang, menunggu pemain sayap yang berlari ke ruang kosong. Latih pivot untuk melindungi bola dengan badan dan melepas umpan satu sentuhan.',
                    youtube: '',
                    images: [],
                  },
                ],
              },
            },
            transisi: {
              summary: 'Transisi bertahan',
              value: {
                id: 7,
                version: 1,
                title: 'Transisi Bertahan: Lima Detik Pertama Setelah Kehilangan Bola',
                author: 'Dimas Ardiansyah',
                date: '2026-09-16',
                category: 'Taktik',
                banner: '/images/articles/transisi-bertahan.svg',
                tags: [{ name: 'transisi' }, { name: 'bertahan' }],
                sections: [
                  {
                    subtitle: 'Reaksi, bukan keluhan',
                    content:
                      'Saat bola hilang, pemain terdekat langsung menekan sementara yang lain berlari kembali ke posisi aman di belakang bola. Lima detik pertama menentukan apakah lawan bisa melakukan serangan balik. Biasakan pemain bereaksi tanpa berhenti untuk mengeluh.',
                    youtube: '',
                    images: [{ path: '/images/articles/transisi-diagram.svg' }],
                  },
                  {
                    subtitle: 'Latihan 3 lawan 2 bergelombang',
                    content:
                      'Tim yang kehilangan bola harus segera bertahan melawan gelombang serangan berikutnya. Hitung berapa detik yang dibutuhkan untuk kembali membentuk blok bertahan, lalu targetkan di bawah lima detik.',
                    youtube: 'https://www.youtube.com/watch?v=Tr5kN3bQ8zM',
                    images: [],
                  },
                ],
              },
            },
            powerPlay: {
              summary: 'Power play',
              value: {
                id: 8,
                version: 1,
                title: 'Power Play: Kapan dan Bagaimana Memakai Kiper Kelima',
                author: 'Rina Kusuma',
                date: '2026-09-09',
                category: 'Strategi',
                banner: '/images/articles/power-play.svg',
                tags: [{ name: 'power play' }, { name: 'strategi' }, { name: 'kiper' }],
                sections: [
                  {
                    subtitle: 'Kapan memakai power play',
                    content:
                      'Power play biasanya dipakai saat tim tertinggal pada menit-menit akhir. Dengan lima pemain menyerang, tim unggul jumlah di lapangan, tetapi gawang kosong menjadi risiko besar. Putuskan lebih awal siapa yang menjadi kiper kelima dan latih skemanya setiap minggu.',
                    youtube: 'https://www.youtube.com/watch?v=Gf8hJ2wK7pL',
                    images: [{ path: '/images/articles/power-play-diagram.svg' }],
                  },
                  {
                    subtitle: 'Sirkulasi bola yang sabar',
                    content:
                      'Kunci power play adalah sirkulasi bola yang sabar sampai muncul ruang tembak. Hindari umpan berisiko di tengah, karena satu kesalahan berarti gol mudah bagi lawan.',
                    youtube: '',
                    images: [],
                  },
                ],
              },
            },
            xssPayload: {
              summary: 'Hostile text a client must render as text (security tests)',
              value: {
                id: 99,
                version: 1,
                title: '<img src=x onerror="window.__xss=1">Judul <svg/onload=window.__xss=1>',
                author: '<svg onload="window.__xss=1">Penulis</svg>',
                date: '2026-11-01',
                category: '<a href="javascript:window.__xss=1">Kategori</a>',
                banner: 'javascript:window.__xss=1',
                tags: [
                  { name: '<script>window.__xss=1</script>' },
                  { name: '" onmouseover="window.__xss=1' },
                ],
                sections: [
                  {
                    subtitle: '<iframe src="javascript:window.__xss=1"></iframe>Subjudul',
                    content:
                      '<img src=x onerror=window.__xss=1> <b>tebal</b> <svg><script>window.__xss=1</script></svg>',
                    youtube: 'javascript:window.__xss=1',
                    images: [
                      { path: 'javascript:window.__xss=1' },
                      {
                        path: 'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==',
                      },
                    ],
                  },
                ],
              },
            },
          },
        },
      },
      '304': {
        description: 'Not modified; the version named in `If-None-Match` is still the current one.',
        content: {},
      },
      '400': {
        description:
          '`If-Match` or `If-None-Match` is longer than 200 characters; the message names the',
        component: 'ConditionTooLong',
        content: {
          'application/json': {
            ifMatch: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            ifNoneMatch: {
              summary: 'An If-None-Match over 200 characters',
              value: { message: 'If-None-Match: maksimal 200 karakter.' },
            },
          },
        },
      },
      '404': {
        description: 'No article has this id.',
        component: 'NotFound',
        content: {
          'application/json': {
            notFound: { summary: 'Unknown id', value: { message: 'Artikel tidak ditemukan.' } },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server is sending as many large answers (a list without `limit`, a very large',
        component: 'ReadBusy',
        content: {
          'application/json': {
            busy: {
              summary: 'Too many large answers at once',
              value: {
                message:
                  'Server sedang sibuk mengirim artikel yang besar. Coba lagi dalam 10 detik.',
              },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  updateArticle: {
    request: {
      article: {
        summary: 'A retitled article',
        value: {
          title: 'Pressing Tinggi dalam Futsal: Edisi Revisi',
          author: 'Andri Pratama',
          date: '2026-10-28',
          category: 'Taktik',
          banner: '/images/articles/pressing-tinggi.svg',
          tags: ['pressing', 'taktik'],
          sections: [
            {
              subtitle: 'Mengapa pressing tinggi?',
              content: 'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan.',
              youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
              images: ['/images/articles/pressing-tinggi-diagram.svg'],
            },
          ],
        },
      },
    },
    responses: {
      '200': {
        description: 'Updated; the stored article.',
        content: {
          'application/json': {
            updated: {
              summary: 'The stored article',
              value: {
                id: 1,
                version: 2,
                title: 'Pressing Tinggi dalam Futsal: Edisi Revisi',
                author: 'Andri Pratama',
                date: '2026-10-28',
                category: 'Taktik',
                banner: '/images/articles/pressing-tinggi.svg',
                tags: [{ name: 'pressing' }, { name: 'taktik' }],
                sections: [
                  {
                    subtitle: 'Mengapa pressing tinggi?',
                    content: 'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan.',
                    youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
                    images: [{ path: '/images/articles/pressing-tinggi-diagram.svg' }],
                  },
                ],
              },
            },
          },
        },
      },
      '400': {
        description:
          'The article body is not valid, or (on an update) `If-Match` is longer than 200',
        component: 'BadRequest',
        content: {
          'application/json': {
            invalid: { summary: 'A missing title', value: { message: 'title: wajib diisi.' } },
            invalidDate: {
              summary: 'A date that is not YYYY-MM-DD',
              value: { message: 'date: harus tanggal dengan format YYYY-MM-DD.' },
            },
            ifMatchTooLong: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
            imageTooLarge: {
              summary: 'An image string over 2097152 characters',
              value: { message: 'banner: ukuran gambar melebihi batas 2 MiB.' },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '403': {
        description:
          "The user's role may not do this (only admins write articles and manage the member",
        component: 'Forbidden',
        content: {
          'application/json': {
            forbidden: {
              summary: 'A member tries to write',
              value: { message: 'Hanya admin yang boleh mengubah artikel.' },
            },
            accounts: {
              summary: 'A member asks for the member accounts',
              value: { message: 'Hanya admin yang boleh mengelola akun anggota.' },
            },
          },
        },
      },
      '404': {
        description: 'No article has this id.',
        component: 'NotFound',
        content: {
          'application/json': {
            notFound: { summary: 'Unknown id', value: { message: 'Artikel tidak ditemukan.' } },
          },
        },
      },
      '412': {
        description:
          'Precondition failed: the article is no longer at the version named in `If-Match`',
        component: 'ArticleChanged',
        content: {
          'application/json': {
            changed: {
              summary: 'Another admin saved a new title meanwhile (version 2)',
              value: {
                id: 1,
                title: 'Pressing Tinggi dalam Futsal: Pemicu dan Latihan Zona',
                author: 'Andri Pratama',
                date: '2026-10-28',
                category: 'Taktik',
                banner: '/images/articles/pressing-tinggi.svg',
                tags: [{ name: 'pressing' }, { name: 'taktik' }],
                sections: [
                  {
                    subtitle: 'Mengapa pressing tinggi?',
                    content:
                      'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan, sejak umpan pertama kiper.',
                    youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
                    images: [{ path: '/images/articles/pressing-tinggi-diagram.svg' }],
                  },
                ],
                version: 2,
              },
            },
          },
        },
      },
      '413': {
        description: "The body is larger than its operation's `x-max-body-bytes` (10 MiB).",
        component: 'PayloadTooLarge',
        content: {
          'application/json': {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 10 MiB.' },
            },
          },
        },
      },
      '415': {
        description:
          'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing',
        component: 'UnsupportedContentEncoding',
        content: {
          'application/json': {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  deleteArticle: {
    request: {},
    responses: {
      '204': { description: 'Deleted.', content: {} },
      '400': {
        description:
          '`If-Match` or `If-None-Match` is longer than 200 characters; the message names the',
        component: 'ConditionTooLong',
        content: {
          'application/json': {
            ifMatch: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            ifNoneMatch: {
              summary: 'An If-None-Match over 200 characters',
              value: { message: 'If-None-Match: maksimal 200 karakter.' },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '403': {
        description:
          "The user's role may not do this (only admins write articles and manage the member",
        component: 'Forbidden',
        content: {
          'application/json': {
            forbidden: {
              summary: 'A member tries to write',
              value: { message: 'Hanya admin yang boleh mengubah artikel.' },
            },
            accounts: {
              summary: 'A member asks for the member accounts',
              value: { message: 'Hanya admin yang boleh mengelola akun anggota.' },
            },
          },
        },
      },
      '404': {
        description: 'No article has this id.',
        component: 'NotFound',
        content: {
          'application/json': {
            notFound: { summary: 'Unknown id', value: { message: 'Artikel tidak ditemukan.' } },
          },
        },
      },
      '412': {
        description:
          'Precondition failed: the article is no longer at the version named in `If-Match`',
        component: 'ArticleChanged',
        content: {
          'application/json': {
            changed: {
              summary: 'Another admin saved a new title meanwhile (version 2)',
              value: {
                id: 1,
                title: 'Pressing Tinggi dalam Futsal: Pemicu dan Latihan Zona',
                author: 'Andri Pratama',
                date: '2026-10-28',
                category: 'Taktik',
                banner: '/images/articles/pressing-tinggi.svg',
                tags: [{ name: 'pressing' }, { name: 'taktik' }],
                sections: [
                  {
                    subtitle: 'Mengapa pressing tinggi?',
                    content:
                      'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan, sejak umpan pertama kiper.',
                    youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
                    images: [{ path: '/images/articles/pressing-tinggi-diagram.svg' }],
                  },
                ],
                version: 2,
              },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  getDocument: {
    request: {},
    responses: {
      '200': {
        description: 'The PDF file.',
        content: {
          'application/pdf': {
            drillSheet: {
              summary: 'A one-page PDF (the real documents are longer)',
              value:
                '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>\nendobj\n4 0 obj\n<< /Length 56 >>\nstream\nBT /F1 18 Tf 72 770 Td (Contoh dokumen API Futsal) Tj ET\nendstream\nendobj\n5 0 obj\n<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>\nendobj\nxref\n0 6\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \n0000000241 00000 n \n0000000347 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n417\n%%EOF\n',
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '404': {
        description: 'No document has this name.',
        component: 'DocumentNotFound',
        content: {
          'application/json': {
            notFound: {
              summary: 'Unknown document',
              value: { message: 'Dokumen tidak ditemukan.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  getMemberBlogContent: {
    request: {},
    responses: {
      '200': {
        description: "The members' section of the post.",
        content: {
          'application/json': {
            sample: {
              summary: "A members' section (sample text, not a real post's)",
              value: {
                postId: 1,
                html: '<h2>Contoh materi anggota</h2><p>Bagian ini hanya untuk pengguna yang sudah login: progresi latihan, contoh sesi lengkap dan catatan pelatih.</p><ol><li><strong>Progresi pertama:</strong> batasi dua sentuhan.</li><li><strong>Progresi kedua:</strong> satu sentuhan untuk umpan diagonal.</li></ol>',
              },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '404': {
        description: "No blog post with this id has a members' section.",
        component: 'MemberContentNotFound',
        content: {
          'application/json': {
            notFound: {
              summary: "Unknown post, or a post without a members' section",
              value: { message: 'Materi anggota untuk artikel ini tidak ditemukan.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  listMembers: {
    request: {},
    responses: {
      '200': {
        description: 'The accounts (one page of them with `limit`).',
        content: {
          'application/json': {
            members: {
              summary: 'The demo admin and two members, one of them premium',
              value: [
                {
                  id: 1,
                  name: 'Admin Futsal',
                  email: 'admin@apifutsal.id',
                  role: 'admin',
                  membership: 'basic',
                  createdAt: '2026-11-01T08:00:00.000Z',
                },
                {
                  id: 2,
                  name: 'Rizky Pratama',
                  email: 'pelatih@apifutsal.id',
                  role: 'user',
                  membership: 'basic',
                  createdAt: '2026-11-01T08:00:01.000Z',
                },
                {
                  id: 3,
                  name: 'Dewi Lestari',
                  email: 'dewi.lestari@contoh.id',
                  role: 'user',
                  membership: 'premium',
                  createdAt: '2026-11-20T03:15:00.000Z',
                },
              ],
            },
            firstPage: {
              summary: 'The first page of two (limit=2; X-Total-Count is 3)',
              value: [
                {
                  id: 1,
                  name: 'Admin Futsal',
                  email: 'admin@apifutsal.id',
                  role: 'admin',
                  membership: 'basic',
                  createdAt: '2026-11-01T08:00:00.000Z',
                },
                {
                  id: 2,
                  name: 'Rizky Pratama',
                  email: 'pelatih@apifutsal.id',
                  role: 'user',
                  membership: 'basic',
                  createdAt: '2026-11-01T08:00:01.000Z',
                },
              ],
            },
          },
        },
      },
      '400': {
        description: 'A query parameter is not valid; the message names it.',
        component: 'QueryBadRequest',
        content: {
          'application/json': {
            invalid: {
              summary: 'A page size over the limit',
              value: { message: 'limit: maksimal 100.' },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '403': {
        description:
          "The user's role may not do this (only admins write articles and manage the member",
        component: 'Forbidden',
        content: {
          'application/json': {
            forbidden: {
              summary: 'A member tries to write',
              value: { message: 'Hanya admin yang boleh mengubah artikel.' },
            },
            accounts: {
              summary: 'A member asks for the member accounts',
              value: { message: 'Hanya admin yang boleh mengelola akun anggota.' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
  setMemberMembership: {
    request: { premium: { summary: 'Make the member premium', value: { membership: 'premium' } } },
    responses: {
      '200': {
        description: 'The account with its new plan.',
        content: {
          'application/json': {
            premium: {
              summary: 'Rizky Pratama, now premium',
              value: {
                id: 2,
                name: 'Rizky Pratama',
                email: 'pelatih@apifutsal.id',
                role: 'user',
                membership: 'premium',
                createdAt: '2026-11-01T08:00:01.000Z',
              },
            },
          },
        },
      },
      '400': {
        description:
          'The article body is not valid, or (on an update) `If-Match` is longer than 200',
        component: 'BadRequest',
        content: {
          'application/json': {
            invalid: { summary: 'A missing title', value: { message: 'title: wajib diisi.' } },
            invalidDate: {
              summary: 'A date that is not YYYY-MM-DD',
              value: { message: 'date: harus tanggal dengan format YYYY-MM-DD.' },
            },
            ifMatchTooLong: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
            imageTooLarge: {
              summary: 'An image string over 2097152 characters',
              value: { message: 'banner: ukuran gambar melebihi batas 2 MiB.' },
            },
          },
        },
      },
      '401': {
        description: 'The bearer token is missing, invalid, expired or revoked.',
        component: 'Unauthorized',
        content: {
          'application/json': {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
      '403': {
        description:
          "The user's role may not do this (only admins write articles and manage the member",
        component: 'Forbidden',
        content: {
          'application/json': {
            forbidden: {
              summary: 'A member tries to write',
              value: { message: 'Hanya admin yang boleh mengubah artikel.' },
            },
            accounts: {
              summary: 'A member asks for the member accounts',
              value: { message: 'Hanya admin yang boleh mengelola akun anggota.' },
            },
          },
        },
      },
      '404': {
        description: 'No account has this id.',
        component: 'MemberNotFound',
        content: {
          'application/json': {
            notFound: {
              summary: 'An unknown account',
              value: { message: 'Akun tidak ditemukan.' },
            },
          },
        },
      },
      '413': {
        description: 'The body is larger than 8 KiB (8192 bytes).',
        component: 'AccountPayloadTooLarge',
        content: {
          'application/json': {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 8 KiB.' },
            },
          },
        },
      },
      '415': {
        description:
          'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing',
        component: 'UnsupportedContentEncoding',
        content: {
          'application/json': {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
      '500': {
        description: 'Something failed on the server. No internals are revealed.',
        component: 'ServerError',
        content: {
          'application/json': {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
      '503': {
        description:
          'The server cannot reach its database for the moment: it is restarting, or the',
        component: 'DatabaseUnavailable',
        content: {
          'application/json': {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
  },
};

/** The contract's schemas, parameters, headers and shared responses, as written. */
export const COMPONENTS: ContractComponents = {
  schemas: {
    Role: {
      type: 'string',
      enum: ['admin', 'user'],
      description: 'admin manages articles; user is a member.',
    },
    Membership: {
      type: 'string',
      enum: ['basic', 'premium'],
      description:
        "The member's plan. Every new account is `basic`; `premium` is granted by the\nprovider, never chosen by the member.\n",
    },
    User: {
      type: 'object',
      required: ['name', 'email', 'role', 'membership'],
      additionalProperties: false,
      properties: {
        name: {
          type: 'string',
          example: 'Admin Futsal',
          'x-faker': {
            'helpers.arrayElement': [
              [
                'Rizky Pratama',
                'Admin Futsal',
                'Rina Kusuma',
                'Budi Santoso',
                'Dewi Lestari',
                'Agus Wijaya',
              ],
            ],
          },
        },
        email: {
          type: 'string',
          format: 'email',
          example: 'admin@apifutsal.id',
          'x-faker': {
            'helpers.arrayElement': [
              [
                'pelatih@apifutsal.id',
                'admin@apifutsal.id',
                'rina.kusuma@apifutsal.id',
                'budi.santoso@apifutsal.id',
              ],
            ],
          },
        },
        role: { $ref: '#/components/schemas/Role' },
        membership: { $ref: '#/components/schemas/Membership' },
      },
    },
    Member: {
      type: 'object',
      description:
        'An account as the admin sees it. Its password or the hash of it is never answered.',
      required: ['id', 'name', 'email', 'role', 'membership', 'createdAt'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', minimum: 1, maximum: 2147483647, example: 2 },
        name: { type: 'string', example: 'Rizky Pratama' },
        email: { type: 'string', format: 'email', example: 'pelatih@apifutsal.id' },
        role: { $ref: '#/components/schemas/Role' },
        membership: { $ref: '#/components/schemas/Membership' },
        createdAt: {
          type: 'string',
          format: 'date-time',
          description: 'When the account was created.',
          example: '2026-11-01T08:00:01.000Z',
        },
      },
    },
    MembershipInput: {
      type: 'object',
      required: ['membership'],
      additionalProperties: false,
      properties: { membership: { $ref: '#/components/schemas/Membership' } },
    },
    EmailInput: {
      type: 'string',
      maxLength: 254,
      pattern:
        "^\\s*[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+\\s*$",
      description:
        'An email address as a person types or pastes it. The server removes the white space\naround it and reads it in lower case.\n',
      examples: ['pelatih@apifutsal.id', '  Budi@Contoh.ID '],
    },
    LoginRequest: {
      type: 'object',
      required: ['email', 'password'],
      additionalProperties: false,
      properties: {
        email: { $ref: '#/components/schemas/EmailInput' },
        password: { type: 'string', minLength: 1, maxLength: 256 },
      },
    },
    DeleteAccountRequest: {
      type: 'object',
      required: ['password'],
      additionalProperties: false,
      description: "The account's current password, to confirm its deletion.",
      properties: { password: { type: 'string', minLength: 1, maxLength: 256 } },
    },
    RegisterRequest: {
      type: 'object',
      required: ['name', 'email', 'password'],
      additionalProperties: false,
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          maxLength: 80,
          pattern: '\\S',
          description:
            'Shown to the member and in the admin area; white space around it is removed.',
        },
        email: { $ref: '#/components/schemas/EmailInput' },
        password: { type: 'string', minLength: 8, maxLength: 128 },
      },
    },
    LoginResponse: {
      type: 'object',
      required: ['user', 'token'],
      additionalProperties: false,
      properties: {
        user: { $ref: '#/components/schemas/User' },
        token: {
          type: 'string',
          minLength: 1,
          description: 'Opaque bearer token.',
          'x-faker': {
            'helpers.arrayElement': [
              [
                '7a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9',
                '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
              ],
            ],
          },
        },
      },
    },
    Error: {
      type: 'object',
      required: ['message'],
      additionalProperties: false,
      properties: {
        message: {
          type: 'string',
          description: 'A human-readable message, in Indonesian, that the site may show.',
          'x-faker': {
            'helpers.arrayElement': [
              [
                'Terjadi kesalahan pada server.',
                'Artikel tidak ditemukan.',
                'title: wajib diisi.',
                'Email atau password salah.',
              ],
            ],
          },
        },
      },
    },
    ErrorEmailExists: {
      type: 'object',
      required: ['message'],
      additionalProperties: false,
      description:
        'The answer to a registration whose email already has an account; its message is fixed.',
      properties: { message: { type: 'string', const: 'Email already exists' } },
    },
    Tag: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          maxLength: 60,
          'x-faker': {
            'helpers.arrayElement': [
              [
                'Taktik',
                'Penjaga Gawang',
                'Bola Mati',
                'Kondisi Fisik',
                'Usia Muda',
                'Transisi',
                'Power Play',
              ],
            ],
          },
        },
      },
    },
    SectionImage: {
      type: 'object',
      required: ['path'],
      additionalProperties: false,
      properties: {
        path: {
          type: 'string',
          description:
            'A site path (`/images/...`, `/media/<sha256>.<ext>`), or an image data URL.\nAn image sent as a data URL may be answered as the site path where the server stored it.\n',
          maxLength: 2097152,
          'x-faker': {
            'helpers.arrayElement': [
              [
                '/images/articles/bola-mati.svg',
                '/images/articles/penjaga-gawang.svg',
                '/images/articles/kondisi-fisik.svg',
              ],
            ],
          },
        },
      },
    },
    Section: {
      type: 'object',
      required: ['subtitle', 'content', 'youtube', 'images'],
      additionalProperties: false,
      properties: {
        subtitle: {
          type: 'string',
          maxLength: 300,
          'x-faker': {
            'helpers.arrayElement': [
              ['Pemanasan', 'Latihan inti', 'Permainan kecil', 'Pendinginan', 'Evaluasi'],
            ],
          },
        },
        content: {
          type: 'string',
          maxLength: 100000,
          'x-faker': {
            'helpers.arrayElement': [
              [
                'Mulai dengan rondo 4v1 selama sepuluh menit untuk menaikkan intensitas.',
                'Tekan pemain lawan yang menerima bola membelakangi gawang dan tutup jalur umpan ke pivot.',
                'Kiper berdiri dengan kaki selebar bahu dan berat badan di ujung kaki.',
              ],
            ],
          },
        },
        youtube: {
          type: 'string',
          description: 'A YouTube link, or an empty string.',
          maxLength: 300,
          'x-faker': { 'helpers.arrayElement': [['', 'https://youtu.be/dQw4w9WgXcQ']] },
        },
        images: {
          type: 'array',
          maxItems: 20,
          items: { $ref: '#/components/schemas/SectionImage' },
        },
      },
    },
    Article: {
      type: 'object',
      required: [
        'id',
        'title',
        'author',
        'date',
        'category',
        'banner',
        'tags',
        'sections',
        'version',
      ],
      additionalProperties: false,
      properties: {
        id: { $ref: '#/components/schemas/ArticleId' },
        title: { $ref: '#/components/schemas/ArticleTitle' },
        author: { $ref: '#/components/schemas/ArticleAuthor' },
        date: { $ref: '#/components/schemas/ArticleDate' },
        category: { $ref: '#/components/schemas/ArticleCategory' },
        banner: { $ref: '#/components/schemas/ArticleBanner' },
        tags: { $ref: '#/components/schemas/ArticleTags' },
        sections: { type: 'array', maxItems: 50, items: { $ref: '#/components/schemas/Section' } },
        version: { $ref: '#/components/schemas/ArticleVersion' },
      },
    },
    ArticleId: {
      type: 'integer',
      minimum: 1,
      'x-faker': { 'datatype.number': [{ min: 1, max: 40 }] },
    },
    ArticleTitle: {
      type: 'string',
      minLength: 1,
      maxLength: 300,
      'x-faker': {
        'helpers.arrayElement': [
          [
            'Pressing Tinggi dalam Futsal Modern',
            'Penjaga Gawang Futsal: Posisi Dasar dan Distribusi Bola',
            'Skema Bola Mati yang Efektif',
            'Rotasi 3-1 untuk Tim Usia Muda',
          ],
        ],
      },
    },
    ArticleAuthor: {
      type: 'string',
      maxLength: 120,
      'x-faker': {
        'helpers.arrayElement': [['Rina Kusuma', 'Budi Santoso', 'Dewi Lestari', 'Agus Wijaya']],
      },
    },
    ArticleDate: {
      type: ['string', 'null'],
      format: 'date',
      description: 'Publication date (YYYY-MM-DD), or null when unknown.',
      'x-faker': {
        'helpers.arrayElement': [['2026-10-21', '2026-09-09', '2026-08-14', '2026-11-02']],
      },
    },
    ArticleCategory: {
      type: 'string',
      maxLength: 120,
      'x-faker': {
        'helpers.arrayElement': [
          ['Taktik', 'Penjaga Gawang', 'Bola Mati', 'Kondisi Fisik', 'Usia Muda'],
        ],
      },
    },
    ArticleBanner: {
      type: ['string', 'null'],
      description:
        'A site path or an image data URL, or null when there is none. A banner sent as a\ndata URL may be answered as the site path where the server stored it\n(the reference server: `/media/<sha256>.<ext>`).\n',
      maxLength: 2097152,
      'x-faker': {
        'helpers.arrayElement': [
          [
            '/images/articles/bola-mati.svg',
            '/images/articles/penjaga-gawang.svg',
            '/images/articles/kondisi-fisik.svg',
          ],
        ],
      },
    },
    ArticleTags: { type: 'array', maxItems: 50, items: { $ref: '#/components/schemas/Tag' } },
    ArticleVersion: {
      type: 'integer',
      minimum: 1,
      maximum: 2147483647,
      description:
        "The article's version: 1 when created, one higher after each update. The `ETag`\nof an answer with one article is this number in double quotes. Servers that\nimplement 2.0.0 always send it; a list item carries it too, so a list can send\n`If-Match` for the article it deletes.\n",
      'x-faker': { 'datatype.number': [{ min: 1, max: 5 }] },
    },
    ArticleSummary: {
      type: 'object',
      required: [
        'id',
        'title',
        'author',
        'date',
        'category',
        'banner',
        'tags',
        'excerpt',
        'version',
      ],
      additionalProperties: false,
      description: 'An article without its sections, as lists show it (`view=summary`).',
      properties: {
        id: { $ref: '#/components/schemas/ArticleId' },
        title: { $ref: '#/components/schemas/ArticleTitle' },
        author: { $ref: '#/components/schemas/ArticleAuthor' },
        date: { $ref: '#/components/schemas/ArticleDate' },
        category: { $ref: '#/components/schemas/ArticleCategory' },
        banner: { $ref: '#/components/schemas/ArticleBanner' },
        tags: { $ref: '#/components/schemas/ArticleTags' },
        version: { $ref: '#/components/schemas/ArticleVersion' },
        excerpt: {
          type: 'string',
          maxLength: 300,
          pattern: '^(\\S+( \\S+)* ?)?$',
          description:
            "The first section's content with runs of white space collapsed to one space\nand trimmed, cut to its first 300 characters (empty when there is no section).\nA client shortens it further for its cards.\n",
          'x-faker': {
            'helpers.arrayElement': [
              [
                'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan sejak bola pertama dimainkan dari kiper.',
                'Kiper futsal berdiri dengan kaki selebar bahu dan berat badan di ujung kaki.',
              ],
            ],
          },
        },
      },
    },
    ArticleStats: {
      type: 'object',
      required: ['articles', 'authors'],
      additionalProperties: false,
      properties: {
        articles: {
          type: 'integer',
          minimum: 0,
          description: 'How many articles match.',
          'x-faker': { 'datatype.number': [{ min: 8, max: 40 }] },
        },
        authors: {
          type: 'integer',
          minimum: 0,
          description: 'How many distinct authors wrote them.',
          'x-faker': { 'datatype.number': [{ min: 1, max: 8 }] },
        },
      },
    },
    MemberBlogContent: {
      type: 'object',
      required: ['postId', 'html'],
      additionalProperties: false,
      properties: {
        postId: {
          type: 'integer',
          minimum: 1,
          description: 'The blog post this section belongs to.',
        },
        html: {
          type: 'string',
          minLength: 1,
          description:
            "The members' section as HTML (headings, paragraphs, lists, emphasis). A client\nsanitises it before showing it.\n",
        },
      },
    },
    SectionInput: {
      type: 'object',
      required: ['subtitle', 'content'],
      additionalProperties: false,
      properties: {
        subtitle: { type: 'string', maxLength: 300 },
        content: {
          type: 'string',
          description:
            "The section's text: at most 20000 characters. (Articles stored before this\nlimit may hold longer text; they are answered whole.)\n",
          maxLength: 20000,
        },
        youtube: {
          type: 'string',
          description:
            'Optional YouTube link, or an empty string: an `http(s)` URL on youtube.com,\nwww.youtube.com, m.youtube.com, youtube-nocookie.com or youtu.be, followed by a path\n(`https://www.youtube.com/watch?v=...`, `https://youtu.be/...`). Anything\nelse (`javascript:`, another host, a host followed by `@` or `:`) is refused with 400.\n',
          maxLength: 300,
          pattern:
            '^(https?://((www\\.|m\\.)?youtube\\.com|(www\\.)?youtube-nocookie\\.com|(www\\.)?youtu\\.be)/[^\\s]*)?$',
        },
        images: {
          type: 'array',
          maxItems: 20,
          description: 'Site paths or image data URLs.',
          items: { $ref: '#/components/schemas/ImageRef' },
        },
      },
    },
    ImageRef: {
      type: 'string',
      minLength: 1,
      maxLength: 2097152,
      description:
        "A site path, or an image data URL (`data:image/...;base64,...`). A site path is a\nplain path: it starts with one `/` and holds no `//`, no backslash and no control\ncharacter (a browser reads `/\\t/host/x.png` as `//host/x.png`, another site's image).\nA data URL is accepted on input; the server may store the image and answer its\nsite path instead (the reference server: `/media/<sha256>.<ext>`).\n\nA data URL's payload is whole, non-empty base64 whose bytes start as an image of\nthe named type does: PNG its 8-byte signature (`iVBORw0KGgo...`), JPEG `FF D8 FF`\n(`/9j/...`), GIF `GIF87a` or `GIF89a` (`R0lGOD...`), WebP `RIFF`, a size and `WEBP`\n(`UklGR...`), SVG `<`, a byte order mark or white space. The pattern says all of\nthis; what it cannot see is an SVG's structure: an SVG whose first element (after\nan XML declaration, comments and a doctype) is not `<svg>` is refused with 400.\n",
      pattern:
        '^((?!.*//)/[^\\x00-\\x1f\\x7f\\\\]*$|data:image/(png;base64,(?=iVBORw0KGg[o-r])|jpeg;base64,(?=/9j/)|gif;base64,(?=R0lGOD[dl]h)|webp;base64,(?=UklGR[g-v][A-Za-z0-9+/]{4}[BFJNRVZdhlptx159]XRUJQ)|svg\\+xml;base64,(?=P[A-P]|77u/|C[Q-Za-v]|D[Q-Za-f]|I[A-P]))(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$)',
    },
    ArticleInput: {
      type: 'object',
      required: ['title'],
      additionalProperties: false,
      description:
        'The body of create and update. Tags travel as names; section images as paths or data URLs.',
      properties: {
        title: { type: 'string', minLength: 1, maxLength: 300, pattern: '\\S' },
        author: { type: 'string', maxLength: 120 },
        date: {
          type: 'string',
          format: 'date',
          description:
            'Publication date, YYYY-MM-DD, a real calendar date in the years 0001 to 9999\n(year 0000 does not exist in the calendar databases use: refused with 400).\n',
          pattern: '^(?!0000)[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        },
        category: { type: 'string', maxLength: 120 },
        banner: { $ref: '#/components/schemas/ImageRef' },
        tags: {
          type: 'array',
          maxItems: 50,
          uniqueItems: true,
          items: { type: 'string', minLength: 1, maxLength: 60 },
        },
        sections: {
          type: 'array',
          maxItems: 50,
          items: { $ref: '#/components/schemas/SectionInput' },
        },
      },
    },
  },
  parameters: {
    ArticleId: {
      name: 'id',
      in: 'path',
      required: true,
      description:
        "The article's numeric id, written as a canonical decimal integer: digits only,\nno sign, no leading zero, no spaces. `01`, `+1`, `0x1` or `1%20` name no article (404).\n",
      schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
      example: 1,
    },
    Limit: {
      name: 'limit',
      in: 'query',
      required: false,
      description:
        'Page size: answer at most this many articles. Optional; without it every\narticle is returned (the behaviour before pagination existed). Written in plain\ndecimal digits only: `1e2`, `01`, ` 1` or `+1` get `400`.\n',
      schema: { type: 'integer', minimum: 1, maximum: 100 },
      example: 6,
    },
    Offset: {
      name: 'offset',
      in: 'query',
      required: false,
      description:
        'How many articles (newest first) to skip before the page starts. Default 0.\nWritten in plain decimal digits only: `1e2`, `01`, ` 1` or `+1` get `400`.\n',
      schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 0 },
      example: 0,
    },
    MemberLimit: {
      name: 'limit',
      in: 'query',
      required: false,
      description:
        'Page size: answer at most this many accounts. Optional; without it every account is returned.',
      schema: { type: 'integer', minimum: 1, maximum: 100 },
      example: 20,
    },
    MemberOffset: {
      name: 'offset',
      in: 'query',
      required: false,
      description: 'How many accounts (oldest first) to skip before the page starts. Default 0.',
      schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 0 },
      example: 0,
    },
    MemberId: {
      name: 'id',
      in: 'path',
      required: true,
      description:
        "The account's numeric id (`Member.id`), written as a canonical decimal integer: digits\nonly, no sign, no leading zero. An id no account has answers 404.\n",
      schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
      example: 2,
    },
    Query: {
      name: 'q',
      in: 'query',
      required: false,
      description:
        'Search text. An article matches when every word of `q` is found in its title,\ncategory or author, ignoring case and accents (`Teknik` finds `teknik` and\n`Téknik`), or is a close spelling of a word there (`tehnik` finds `Teknik`;\npg_trgm word similarity of at least 0.4, which lets one wrong letter in a\nsix-letter word through). Blank or absent: no search. A NUL character in it\ngets `400`.\n',
      schema: { type: 'string', maxLength: 100 },
      example: 'pressing',
    },
    Category: {
      name: 'category',
      in: 'query',
      required: false,
      description:
        'Keep only articles of this category (exact, ignoring case). Blank or absent means\nevery category. A NUL character in it gets `400`.\n',
      schema: { type: 'string', maxLength: 120 },
      example: 'Taktik',
    },
    View: {
      name: 'view',
      in: 'query',
      required: false,
      description:
        '`full` (the default): whole articles. `summary`: each item leaves out `sections`\nand carries `excerpt` instead (see ArticleSummary), for lists.\n',
      schema: { type: 'string', enum: ['full', 'summary'], default: 'full' },
      example: 'summary',
    },
    DocumentName: {
      name: 'name',
      in: 'path',
      required: true,
      description:
        "The document's file name: lower-case letters, digits and single hyphens, then\n`.pdf`. The server holds `company-profile-api-futsal.pdf` and\n`drill-sheet-rondo-4v1.pdf`; any other name, well-formed or not, names no\ndocument (404).\n",
      schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*\\.pdf$', maxLength: 100 },
      example: 'drill-sheet-rondo-4v1.pdf',
    },
    BlogPostId: {
      name: 'id',
      in: 'path',
      required: true,
      description:
        "The blog post's numeric id, written as a canonical decimal integer: digits only,\nno sign, no leading zero. `01`, `+1` or `0` name no post (404).\n",
      schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
      example: 1,
    },
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The `ETag` of the version the client edited (`"3"`), or `*` for any version.\nOptional: without it the write is made whatever the version (as before 2.0.0).\nWhen the article\'s current version is not among the tags given, nothing is\nwritten and the answer is `412` with the current article. Tags are compared as\nHTTP\'s strong comparison does: a weak tag (`W/"3"`) never matches. A list is\ntags separated by commas (spaces around them allowed); `*` stands alone. A value\nthat is not such a list (`"3"x`, `w/"3"` with a lower-case `w`, `*, "3"`) never\nmatches either: `412`. Longer than 200 characters: `400`, and nothing is written.\n',
      schema: { type: 'string', maxLength: 200 },
      example: '"1"',
    },
    IfNoneMatch: {
      name: 'If-None-Match',
      in: 'header',
      required: false,
      description:
        'The `ETag` of the version the client holds, or a list of them separated by commas.\nWhen one of them names the current version (compared weakly: `W/"3"` names\nversion 3 too), or the value is `*`, the answer is `304` without a body. A value\nthat is not such a list (`"3"x`, `w/"3"`, `*, "3"`) is ignored: the article is\nanswered. Longer than 200 characters: `400`.\n',
      schema: { type: 'string', maxLength: 200 },
      example: '"1"',
    },
  },
  headers: {
    ETag: {
      description:
        "The article's version as a strong entity tag: its `version` in double quotes.\nSend it back in `If-Match` to update or delete exactly this version.\n",
      required: true,
      schema: { type: 'string', pattern: '^"[0-9]+"$' },
      example: '"1"',
    },
    ApiVersion: {
      description:
        'The version of this contract (`info.version`) that the server implements, e.g. `2.0.0`.\nA client compares its major version with the one it was written for: a different\nmajor means answers may not have the shape the client expects.\n',
      required: false,
      schema: { type: 'string', pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+$' },
      example: '2.5.0',
    },
    TotalCount: {
      description:
        "How many articles match the query's `q` and `category`, across all pages (paging does not change it).",
      required: true,
      schema: { type: 'integer', minimum: 0 },
      example: 8,
    },
    MemberTotalCount: {
      description: 'How many accounts there are, across all pages (paging does not change it).',
      required: true,
      schema: { type: 'integer', minimum: 0 },
      example: 3,
    },
    PrivateNoStore: {
      description: "`private, no-store`: members' content is kept by no cache, shared or not.\n",
      required: true,
      schema: { type: 'string', const: 'private, no-store' },
      example: 'private, no-store',
    },
  },
  responses: {
    ArticleChanged: {
      description:
        'Precondition failed: the article is no longer at the version named in `If-Match`\n(someone else saved or changed it). Nothing was written. The body is the article as\nit is now, and `ETag` names its version: show it to the editor, and send that `ETag`\nto overwrite it deliberately.\n',
      headers: {
        'API-Version': { $ref: '#/components/headers/ApiVersion' },
        ETag: { $ref: '#/components/headers/ETag' },
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Article' },
          examples: {
            changed: {
              summary: 'Another admin saved a new title meanwhile (version 2)',
              value: {
                id: 1,
                title: 'Pressing Tinggi dalam Futsal: Pemicu dan Latihan Zona',
                author: 'Andri Pratama',
                date: '2026-10-28',
                category: 'Taktik',
                banner: '/images/articles/pressing-tinggi.svg',
                tags: [{ name: 'pressing' }, { name: 'taktik' }],
                sections: [
                  {
                    subtitle: 'Mengapa pressing tinggi?',
                    content:
                      'Pressing tinggi memaksa lawan mengambil keputusan di bawah tekanan, sejak umpan pertama kiper.',
                    youtube: 'https://www.youtube.com/watch?v=J3vK9t7pX2c',
                    images: [{ path: '/images/articles/pressing-tinggi-diagram.svg' }],
                  },
                ],
                version: 2,
              },
            },
          },
        },
      },
    },
    BadRequest: {
      description:
        'The article body is not valid, or (on an update) `If-Match` is longer than 200\ncharacters; the message names the field or the header.\n',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            invalid: { summary: 'A missing title', value: { message: 'title: wajib diisi.' } },
            invalidDate: {
              summary: 'A date that is not YYYY-MM-DD',
              value: { message: 'date: harus tanggal dengan format YYYY-MM-DD.' },
            },
            ifMatchTooLong: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
            imageTooLarge: {
              summary: 'An image string over 2097152 characters',
              value: { message: 'banner: ukuran gambar melebihi batas 2 MiB.' },
            },
          },
        },
      },
    },
    LoginBadRequest: {
      description: 'The login body is not valid; the message names the field.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            invalid: {
              summary: 'An email that is not an address',
              value: { message: 'email: harus alamat email yang valid.' },
            },
            missingPassword: {
              summary: 'No password',
              value: { message: 'password: wajib diisi.' },
            },
            tooDeep: {
              summary: 'A body nested more than 32 levels deep',
              value: { message: 'body: JSON bersarang terlalu dalam (maksimal 32 tingkat).' },
            },
          },
        },
      },
    },
    QueryBadRequest: {
      description: 'A query parameter is not valid; the message names it.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            invalid: {
              summary: 'A page size over the limit',
              value: { message: 'limit: maksimal 100.' },
            },
          },
        },
      },
    },
    ConditionTooLong: {
      description:
        '`If-Match` or `If-None-Match` is longer than 200 characters; the message names the\nheader. Nothing was read or written.\n',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            ifMatch: {
              summary: 'An If-Match over 200 characters',
              value: { message: 'If-Match: maksimal 200 karakter.' },
            },
            ifNoneMatch: {
              summary: 'An If-None-Match over 200 characters',
              value: { message: 'If-None-Match: maksimal 200 karakter.' },
            },
          },
        },
      },
    },
    Unauthorized: {
      description: 'The bearer token is missing, invalid, expired or revoked.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            unauthorized: {
              summary: 'No valid token',
              value: { message: 'Sesi tidak valid atau sudah berakhir. Silakan login kembali.' },
            },
          },
        },
      },
    },
    Forbidden: {
      description:
        "The user's role may not do this (only admins write articles and manage the member\naccounts). The message says which: `forbidden` for the articles, `accounts` for the\nmember accounts (`GET /members`, `PUT /members/{id}/membership`).\n",
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            forbidden: {
              summary: 'A member tries to write',
              value: { message: 'Hanya admin yang boleh mengubah artikel.' },
            },
            accounts: {
              summary: 'A member asks for the member accounts',
              value: { message: 'Hanya admin yang boleh mengelola akun anggota.' },
            },
          },
        },
      },
    },
    MemberNotFound: {
      description: 'No account has this id.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            notFound: {
              summary: 'An unknown account',
              value: { message: 'Akun tidak ditemukan.' },
            },
          },
        },
      },
    },
    NotFound: {
      description: 'No article has this id.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            notFound: { summary: 'Unknown id', value: { message: 'Artikel tidak ditemukan.' } },
          },
        },
      },
    },
    PayloadTooLarge: {
      description: "The body is larger than its operation's `x-max-body-bytes` (10 MiB).",
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 10 MiB.' },
            },
          },
        },
      },
    },
    AccountPayloadTooLarge: {
      description: 'The body is larger than 8 KiB (8192 bytes).',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            tooLarge: {
              summary: 'Too large',
              value: { message: 'Ukuran data melebihi batas 8 KiB.' },
            },
          },
        },
      },
    },
    UnsupportedContentEncoding: {
      description:
        'The body was sent compressed: with a `Content-Encoding` other than `identity`. Nothing\nwas read from it, nor written; send the body uncompressed.\n',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            compressed: {
              summary: 'A gzip body',
              value: { message: 'body: harus dikirim tanpa kompresi (tanpa Content-Encoding).' },
            },
          },
        },
      },
    },
    TooManyRequests: {
      description:
        "Too many logins within a window. The limits never let one client lock an\naccount for everyone else (the reference server's defaults, configurable):\n- failed logins per account from one client (its address, or a device that\n  has logged in to that account before): 5 per 15 minutes;\n- failed logins from one client address, whatever the account: 20 per 15 minutes;\n- failed logins per account from clients it does not know, all together:\n  100 per 15 minutes. A device that has logged in to the account before\n  (it holds the device cookie set by a successful login) is not held by\n  this ceiling, so the owner still logs in during a distributed guessing attack;\n- successful logins, which each cost a password hash: 30 per minute per\n  account and 60 per minute per client address, more than a person needs.\n\nRegistrations (`POST /register`), which each cost a password hash too, are\nlimited per client address: 10 per 15 minutes.\n\nThe password that confirms an account's deletion (`DELETE /user`) is checked like a\nlogin of that account from that client: it counts under the same limits.\n\nEvery attempt from that client is refused until `Retry-After` seconds have passed.\n",
      headers: {
        'API-Version': { $ref: '#/components/headers/ApiVersion' },
        'Retry-After': {
          description: 'Seconds until a new attempt is accepted.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
          example: 900,
        },
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            tooManyLogins: {
              summary: 'Locked out for a while',
              value: {
                message: 'Terlalu banyak percobaan login yang gagal. Coba lagi dalam 15 menit.',
              },
            },
            tooManyRegistrations: {
              summary: 'Too many registrations from one address',
              value: {
                message: 'Terlalu banyak pendaftaran dari alamat ini. Coba lagi dalam 15 menit.',
              },
            },
          },
        },
      },
    },
    LoginBusy: {
      description:
        "The server is checking (or hashing, for a registration) as many passwords as it\ncan at once and the queue of logins and registrations waiting for their turn is\nfull, or this request waited too long (password hashing is bounded so that a flood\nof logins cannot slow the rest of the site). The password was not checked; a login\nor an account deletion (`DELETE /user`) refused so counts as a failed login of the\nclient's address (a flood cannot fill the queue for free), a registration refused so\ndoes not count. Try again after\n`Retry-After` seconds.\n\nThe same status answers a login, a registration or a deletion that could not be\ncarried out because the server cannot reach its database for the moment (the\nexample `databaseUnavailable`, as `DatabaseUnavailable` describes).\n",
      headers: {
        'API-Version': { $ref: '#/components/headers/ApiVersion' },
        'Retry-After': {
          description: 'Seconds after which a new attempt is likely to be served.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
          example: 2,
        },
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            busy: {
              summary: 'Too many logins at once',
              value: { message: 'Server sedang sibuk memproses login. Coba lagi dalam 2 detik.' },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
    ReadBusy: {
      description:
        'The server is sending as many large answers (a list without `limit`, a very large\narticle) as it sends at once, and this request waited too long for its turn, or the\nline of waiting requests is full. Small answers are not affected. Try again after\n`Retry-After` seconds, or ask for a page (`limit`).\n\nThe same status answers a read that could not be served because the server cannot\nreach its database for the moment (the example `databaseUnavailable`, as\n`DatabaseUnavailable` describes).\n',
      headers: {
        'API-Version': { $ref: '#/components/headers/ApiVersion' },
        'Retry-After': {
          description: 'Seconds after which a new attempt is likely to be served.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
          example: 10,
        },
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            busy: {
              summary: 'Too many large answers at once',
              value: {
                message:
                  'Server sedang sibuk mengirim artikel yang besar. Coba lagi dalam 10 detik.',
              },
            },
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
    DatabaseUnavailable: {
      description:
        'The server cannot reach its database for the moment: it is restarting, or the\nconnection to it was lost. The request was not carried out; the answer carries\n`Retry-After`, the seconds after which to try again.\n\nA write whose outcome the server cannot know (the connection went while it was\nbeing committed) is answered `500` instead: read the article (or the account) back\nbefore sending it again.\n',
      headers: {
        'API-Version': { $ref: '#/components/headers/ApiVersion' },
        'Retry-After': {
          description: 'Seconds after which a new attempt is likely to be served.',
          required: true,
          schema: { type: 'integer', minimum: 1 },
          example: 5,
        },
      },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            databaseUnavailable: {
              summary: 'The database cannot be reached',
              value: {
                message: 'Basis data sedang tidak dapat dihubungi. Coba lagi dalam 5 detik.',
              },
            },
          },
        },
      },
    },
    ServerError: {
      description: 'Something failed on the server. No internals are revealed.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            serverError: {
              summary: 'Internal error',
              value: { message: 'Terjadi kesalahan pada server.' },
            },
          },
        },
      },
    },
    DocumentNotFound: {
      description: 'No document has this name.',
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            notFound: {
              summary: 'Unknown document',
              value: { message: 'Dokumen tidak ditemukan.' },
            },
          },
        },
      },
    },
    MemberContentNotFound: {
      description: "No blog post with this id has a members' section.",
      headers: { 'API-Version': { $ref: '#/components/headers/ApiVersion' } },
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: {
            notFound: {
              summary: "Unknown post, or a post without a members' section",
              value: { message: 'Materi anggota untuk artikel ini tidak ditemukan.' },
            },
          },
        },
      },
    },
  },
};

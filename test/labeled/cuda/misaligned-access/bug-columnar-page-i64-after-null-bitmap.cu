// EXPECT: misaligned-access
// Sum of a nullable BIGINT column stored in fixed 4 KiB pages: a 16-byte page
// header, then the null bitmap (one bit per row, ceil(100/8) = 13 bytes), then
// the 100 int64 values. The values start at byte 16 + 13 = 29 of the page:
// every 8-byte load of them is misaligned (29 mod 8 = 5).
#include <cstdint>

constexpr int kPageBytes = 4096;
constexpr int kRowsPerPage = 100;
constexpr int kHeaderBytes = 16;
constexpr int kBitmapBytes = (kRowsPerPage + 7) / 8;

struct PageHeader {
  uint32_t magic;
  uint32_t nrows;
  uint64_t lsn;
};

__global__ void sum_bigint_column(const uint8_t *pages, int npages, unsigned long long *total) {
  int p = blockIdx.x;
  if (p >= npages)
    return;
  const uint8_t *page = pages + (size_t)p * kPageBytes;
  const PageHeader *hdr = reinterpret_cast<const PageHeader *>(page);
  const uint8_t *nulls = page + kHeaderBytes;
  const int64_t *vals = reinterpret_cast<const int64_t *>(page + kHeaderBytes + kBitmapBytes);
  unsigned nrows = hdr->nrows < kRowsPerPage ? hdr->nrows : kRowsPerPage;
  long long local = 0;
  for (unsigned r = threadIdx.x; r < nrows; r += blockDim.x)
    if (!((nulls[r >> 3] >> (r & 7)) & 1))
      local += vals[r]; // BUG: vals is at page + 29, 5 modulo 8
  atomicAdd(total, (unsigned long long)local);
}

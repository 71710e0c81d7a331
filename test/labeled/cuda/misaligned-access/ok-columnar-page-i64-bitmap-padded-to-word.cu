// EXPECT: clean
// Sum of a nullable BIGINT column stored in fixed 4 KiB pages: a 16-byte page
// header, then the null bitmap padded to whole 64-bit words (100 rows -> 16
// bytes), then the int64 values at byte 32 of the page: 8-byte aligned.
#include <cstdint>

constexpr int kPageBytes = 4096;
constexpr int kRowsPerPage = 100;
constexpr int kHeaderBytes = 16;
constexpr int kBitmapBytes = (kRowsPerPage + 63) / 64 * 8;

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
      local += vals[r];
  atomicAdd(total, (unsigned long long)local);
}

// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// A packed 4-byte record {u8 state; u16 version; u8 pad}: writers claim a
// record by bumping its version with a 16-bit atomicCAS. The version field
// sits at byte 1 of the packed record (BUG: atom.cas.b16 needs 2-byte
// alignment; the field is at an odd address).
#include <cuda_runtime.h>
struct __attribute__((packed)) Record {
  unsigned char state;
  unsigned short version;
  unsigned char pad;
};
__global__ void claim(Record *__restrict__ recs, const int *__restrict__ idx, int *__restrict__ won, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  Record *r = recs + idx[t];
  unsigned short *ver = reinterpret_cast<unsigned short *>(reinterpret_cast<unsigned char *>(r) + 1);
  unsigned short seen = *ver;
  won[t] = atomicCAS(ver, seen, (unsigned short)(seen + 1)) == seen;
}

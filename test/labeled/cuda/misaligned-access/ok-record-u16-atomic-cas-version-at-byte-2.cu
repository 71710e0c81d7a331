// EXPECT: clean
// ARCHS: sm_80 sm_90
// The near miss of the packed-record claim: the record is laid out
// {u8 state; u8 pad; u16 version}, so the 16-bit atomicCAS on the version
// works on a 2-byte aligned field.
#include <cuda_runtime.h>
struct Record {
  unsigned char state;
  unsigned char pad;
  unsigned short version;
};
__global__ void claim(Record *__restrict__ recs, const int *__restrict__ idx, int *__restrict__ won, int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  Record *r = recs + idx[t];
  unsigned short *ver = &r->version;
  unsigned short seen = *ver;
  won[t] = atomicCAS(ver, seen, (unsigned short)(seen + 1)) == seen;
}

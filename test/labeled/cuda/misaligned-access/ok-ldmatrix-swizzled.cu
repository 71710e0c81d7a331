// EXPECT: clean
// ARCHS: sm_80 sm_90
// ldmatrix from an XOR-swizzled 64-byte-row tile: each row address is
// row * 64 + ((chunk ^ (row >> 1)) & 3) * 16, always a 16-byte chunk.
#include <cuda_fp16.h>
__global__ void swz_load(const uint4 *g, unsigned *out) {
  __shared__ __align__(128) unsigned char tile[32 * 64];
  unsigned t = threadIdx.x;
  for (unsigned c = t; c < 32 * 4; c += blockDim.x) {
    unsigned row = c / 4, chunk = c % 4;
    unsigned off = row * 64 + ((chunk ^ (row >> 1)) & 3) * 16;
    *reinterpret_cast<uint4 *>(tile + off) = g[c];
  }
  __syncthreads();
  unsigned lane = t % 32, acc = 0;
  for (unsigned kc = 0; kc < 4; kc += 2) {
    unsigned row = lane % 16 + (t / 32) * 16 % 32;
    unsigned chunk = kc + lane / 16;
    unsigned off = row * 64 + ((chunk ^ (row >> 1)) & 3) * 16;
    unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(tile + off));
    unsigned r0, r1, r2, r3;
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                 : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    acc += r0 + r1 + r2 + r3;
  }
  out[blockIdx.x * blockDim.x + t] = acc;
}

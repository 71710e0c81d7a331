// EXPECT: uninitialized-register
// A fragment loader moved from ldmatrix .x4 to .x2 when the tile shrank, but
// it still copies out four scratch registers: a2 and a3 are never loaded.
#include <cstdint>
__global__ void frag_copy(const unsigned short *src, unsigned *dst) {
  __shared__ __align__(16) unsigned short tile[16 * 16];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    tile[i] = src[blockIdx.x * 256 + i];
  __syncthreads();
  unsigned addr = static_cast<unsigned>(
      __cvta_generic_to_shared(&tile[(threadIdx.x % 16) * 16 + (threadIdx.x / 16) * 8]));
  unsigned r0, r1, r2, r3;
  asm volatile("{\n\t"
               ".reg .b32 a0, a1, a2, a3;\n\t"
               "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {a0, a1}, [%4];\n\t"
               "mov.b32 %0, a0;\n\t"
               "mov.b32 %1, a1;\n\t"
               "mov.b32 %2, a2;\n\t"
               "mov.b32 %3, a3;\n\t"
               "}"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3)
               : "r"(addr));
  uint4 o = make_uint4(r0, r1, r2, r3);
  reinterpret_cast<uint4 *>(dst)[blockIdx.x * 32 + threadIdx.x % 32] = o;
}

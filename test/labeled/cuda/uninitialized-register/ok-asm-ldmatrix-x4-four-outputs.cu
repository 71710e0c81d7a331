// EXPECT: clean
// ldmatrix .x4 loads four 8x8 b16 matrices from a 16x16 shared tile into
// four scratch registers, copied out to the fragment.
#include <cstdint>
__global__ void frag_copy_ok(const unsigned short *src, unsigned *dst) {
  __shared__ __align__(16) unsigned short tile[16 * 16];
  for (int i = threadIdx.x; i < 256; i += blockDim.x)
    tile[i] = src[blockIdx.x * 256 + i];
  __syncthreads();
  unsigned addr = static_cast<unsigned>(
      __cvta_generic_to_shared(&tile[(threadIdx.x % 16) * 16 + (threadIdx.x / 16 % 2) * 8]));
  unsigned r0, r1, r2, r3;
  asm volatile("{\n\t"
               ".reg .b32 a0, a1, a2, a3;\n\t"
               "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {a0, a1, a2, a3}, [%4];\n\t"
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

// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// Radix-sort digit histogram: the 4-bit digit of pass `pass` is extracted in
// inline PTX. The bit position is computed into `pos` (pass * 4), but the
// bfe reads `sh`, a scratch register of the block that is never written.
__device__ __forceinline__ unsigned digit_of(unsigned key, unsigned pass) {
  unsigned d;
  asm("{\n\t.reg .u32 pos, sh;\n\t"
      "shl.b32 pos, %2, 2;\n\t"
      "bfe.u32 %0, %1, sh, 4;\n\t}"
      : "=r"(d)
      : "r"(key), "r"(pass));
  return d;
}
__global__ void radix_hist(const unsigned *keys, unsigned *hist, int n, unsigned pass) {
  __shared__ unsigned h[16];
  if (threadIdx.x < 16)
    h[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256)
    atomicAdd(&h[digit_of(keys[i], pass)], 1u);
  __syncthreads();
  if (threadIdx.x < 16)
    atomicAdd(&hist[pass * 16 + threadIdx.x], h[threadIdx.x]);
}

// EXPECT: uninitialized-register
// PTXLINT-ARGS: --block-dim=256
// BUG: one pass of an LSD radix sort's block-wide histogram (4-bit digits,
// 16 shared bins per block). For a descending sort the keys are flipped
// before the digit is taken. The inline-PTX digit helper flips into the
// scratch `k` under `@p` and extracts from `k`; for an ascending sort (p
// false) nothing copies the key into `k`, so `bfe.u32` reads an unset
// register (the `mov.b32 k, %1;` in front of the predicated `not` is missing).
__device__ __forceinline__ unsigned digit_of(unsigned key, unsigned desc, unsigned shift) {
  unsigned d;
  asm("{\n\t.reg .pred p;\n\t.reg .b32 k;\n\t"
      "setp.ne.u32 p, %2, 0;\n\t"
      "@p not.b32 k, %1;\n\t"
      "bfe.u32 %0, k, %3, 4;\n\t}"
      : "=r"(d) : "r"(key), "r"(desc), "r"(shift));
  return d;
}
__global__ void __launch_bounds__(256)
radix_hist(const unsigned *__restrict__ keys, unsigned *__restrict__ hist,
           int n, unsigned shift, unsigned desc) {
  __shared__ unsigned bins[16];
  if (threadIdx.x < 16) bins[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    atomicAdd(&bins[digit_of(keys[i], desc, shift)], 1u);
  __syncthreads();
  if (threadIdx.x < 16) atomicAdd(&hist[blockIdx.x * 16 + threadIdx.x], bins[threadIdx.x]);
}

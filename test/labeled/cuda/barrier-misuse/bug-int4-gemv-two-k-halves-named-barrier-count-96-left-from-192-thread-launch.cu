// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// BUG: int4 GEMV with the K dimension split between the two 128-thread halves
// of a 256-thread block. Each half reduces its four warp partials behind its
// own named barrier (1 + half), then the halves combine after
// __syncthreads(). HALF_THREADS is still 96 from the 192-thread launch the
// kernel was first tuned for: each barrier opens after three of the four
// warps of the half, so the combining thread can read a warp partial that
// is not written yet.
#include <cuda_fp16.h>
#define HALF_THREADS 96
#define GROUP 64
__device__ __forceinline__ void half_sync(int half) {
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "n"(HALF_THREADS) : "memory");
}
__global__ void __launch_bounds__(256) gemv_int4(const unsigned *__restrict__ wq, const __half *__restrict__ scales,
                                                 const float *__restrict__ x, float *__restrict__ y, int K) {
  __shared__ float warp_part[2][4];
  __shared__ float half_sum[2];
  int row = blockIdx.x;
  int half = threadIdx.x >> 7, t = threadIdx.x & 127, warp = t >> 5, lane = t & 31;
  int words = K / 8, half_words = words / 2;
  const unsigned *w = wq + (size_t)row * words + half * half_words;
  const __half *sc = scales + (size_t)row * (K / GROUP);
  const float *xs = x + half * half_words * 8;
  float acc = 0.f;
  for (int j = t; j < half_words; j += 128) {
    unsigned pk = w[j];
    int k0 = (half * half_words + j) * 8;
    float s = __half2float(sc[k0 / GROUP]);
#pragma unroll
    for (int e = 0; e < 8; ++e)
      acc += s * (float)((int)((pk >> (4 * e)) & 15u) - 8) * xs[j * 8 + e];
  }
  for (int o = 16; o; o >>= 1)
    acc += __shfl_xor_sync(0xffffffffu, acc, o);
  if (lane == 0)
    warp_part[half][warp] = acc;
  half_sync(half);
  if (t == 0)
    half_sum[half] = warp_part[half][0] + warp_part[half][1] + warp_part[half][2] + warp_part[half][3];
  __syncthreads();
  if (threadIdx.x == 0)
    y[row] = half_sum[0] + half_sum[1];
}

// EXPECT: barrier-misuse
// The consumer-warpgroup template with the launch bounds hard-wired to 384
// threads (written for two consumer groups), instantiated for four: the
// producer/consumer barrier counts (4 + 1) * 128 = 640 threads, more than a
// block of at most 384 can provide.
template <int kConsumers>
__global__ void __launch_bounds__(384)
ws_gemm_fixed(const float *a, float *c, int ktiles) {
  __shared__ float stage[kConsumers][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  for (int k = 0; k < ktiles; ++k) {
    if (wg == 0) {
      for (int s = 0; s < kConsumers; ++s)
        stage[s][t] = a[((size_t)k * kConsumers + s) * 128 + t];
      asm volatile("bar.arrive 1, %0;" ::"n"((kConsumers + 1) * 128) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"n"((kConsumers + 1) * 128) : "memory");
      c[((size_t)k * kConsumers + wg - 1) * 128 + t] = stage[wg - 1][t];
    }
    __syncthreads();
  }
}
template __global__ void ws_gemm_fixed<4>(const float *, float *, int);

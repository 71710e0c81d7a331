// EXPECT: clean
// A kernel template over the number of consumer warpgroups: the launch
// bounds are (kConsumers + 1) * 128 and the consumers' named barrier counts
// kConsumers * 128 threads, instantiated for one and two consumer groups.
template <int kConsumers>
__global__ void __launch_bounds__((kConsumers + 1) * 128)
ws_gemm_t(const float *a, float *c, int ktiles) {
  __shared__ float stage[kConsumers][128];
  const int wg = threadIdx.x / 128, t = threadIdx.x % 128;
  for (int k = 0; k < ktiles; ++k) {
    if (wg == 0) {
      for (int s = 0; s < kConsumers; ++s)
        stage[s][t] = a[((size_t)k * kConsumers + s) * 128 + t];
      asm volatile("bar.arrive 1, %0;" ::"n"((kConsumers + 1) * 128) : "memory");
    } else {
      asm volatile("bar.sync 1, %0;" ::"n"((kConsumers + 1) * 128) : "memory");
      float v = stage[wg - 1][t];
      asm volatile("bar.sync 2, %0;" ::"n"(kConsumers * 128) : "memory");
      c[((size_t)k * kConsumers + wg - 1) * 128 + t] = v;
    }
    __syncthreads();
  }
}
template __global__ void ws_gemm_t<1>(const float *, float *, int);
template __global__ void ws_gemm_t<2>(const float *, float *, int);

// EXPECT: barrier-misuse
// Warp specialisation with one producer warp and three consumer warps: the
// producer signals "tile ready" with bar.arrive, the consumers wait with
// bar.sync on the same id. The two helpers compute the participant count from
// different constants (the producer side adds its own warp twice), so arrive
// and sync disagree on the count.
constexpr int kConsumerWarps = 3;
constexpr int kReady = 4;
__device__ __forceinline__ void ready_arrive() {
  asm volatile("bar.arrive %0, %1;" ::"n"(kReady),
               "n"((kConsumerWarps + 2) * 32) : "memory");
}
__device__ __forceinline__ void ready_wait() {
  asm volatile("bar.sync %0, %1;" ::"n"(kReady),
               "n"((kConsumerWarps + 1) * 32) : "memory");
}
__global__ void __launch_bounds__(128) ws_copy(const float4 *in, float4 *out,
                                               int tiles) {
  __shared__ float4 buf[96];
  int warp = threadIdx.x / 32;
  for (int t = 0; t < tiles; ++t) {
    if (warp == 0) {
      for (int i = threadIdx.x; i < 96; i += 32)
        buf[i] = in[t * 96 + i];
      ready_arrive();
    } else {
      ready_wait();
      int i = threadIdx.x - 32;
      float4 v = buf[i];
      out[t * 96 + i] = make_float4(v.w, v.z, v.y, v.x);
    }
    __syncthreads();
  }
}

// EXPECT: clean
// PTXLINT-ARGS: --block-dim=160
// A shared-memory ring between one producer warp and four consumer warps
// synchronised with named barriers only: FULL(s) = 8 + s and
// EMPTY(s) = 8 + STAGES + s, leaving ids 0..7 to library code. The only
// instantiation is STAGES = 4, so the ids are 8..15, all in range; each
// barrier is used by the producer warp (32) and the four consumer warps
// (128) with count 160. The producer only waits on EMPTY(s) from the
// second lap on, and the consumers release a stage only when the producer
// will refill it (k + STAGES < tiles), so arrivals and waits pair up.
template <int STAGES>
struct RingIds {
  static constexpr int kBase = 8;
  __device__ static constexpr int full(int s) { return kBase + s; }
  __device__ static constexpr int empty(int s) { return kBase + STAGES + s; }
};
template <int STAGES>
__global__ void __launch_bounds__(160)
ring_copy(const float4 *__restrict__ in, float4 *__restrict__ out, int tiles) {
  using Ids = RingIds<STAGES>;
  __shared__ float4 buf[STAGES][128];
  const int warp = threadIdx.x / 32;
  if (warp == 0) {
    for (int k = 0; k < tiles; ++k) {
      const int s = k % STAGES;
      if (k >= STAGES)
        asm volatile("bar.sync %0, 160;" ::"r"(Ids::empty(s)) : "memory");
      for (int j = threadIdx.x; j < 128; j += 32)
        buf[s][j] = in[(size_t)k * 128 + j];
      asm volatile("bar.arrive %0, 160;" ::"r"(Ids::full(s)) : "memory");
    }
  } else {
    const int t = threadIdx.x - 32;
    for (int k = 0; k < tiles; ++k) {
      const int s = k % STAGES;
      asm volatile("bar.sync %0, 160;" ::"r"(Ids::full(s)) : "memory");
      float4 v = buf[s][t];
      v.x *= 2.f; v.y *= 2.f; v.z *= 2.f; v.w *= 2.f;
      out[(size_t)k * 128 + t] = v;
      if (k + STAGES < tiles)
        asm volatile("bar.arrive %0, 160;" ::"r"(Ids::empty(s)) : "memory");
    }
  }
}
template __global__ void ring_copy<4>(const float4 *, float4 *, int);

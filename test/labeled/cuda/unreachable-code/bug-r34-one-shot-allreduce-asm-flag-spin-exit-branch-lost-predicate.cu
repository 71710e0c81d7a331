// EXPECT: unreachable-code
// ARCHS: sm_90 sm_100a
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=512
// BUG: TensorRT-LLM-like one-shot all-reduce across 8 GPUs: every rank
// writes its block flag into each peer's signal buffer, then spins with an
// acquire load (and a nanosleep back-off) on the flags the peers wrote into
// its own buffer before it sums the peers' copies. The spin was written as
// inline PTX; its exit branch lost its predicate (`bra DONE` where `@p bra
// DONE` was meant), so the back-off and the back edge are dead and the
// reduction reads the peers' buffers without waiting for them.
#include <cstdint>
__device__ __forceinline__ void wait_flag(const uint32_t *flag, uint32_t epoch) {
  asm volatile("{\n\t.reg .u32 v;\n\t.reg .pred p;\n"
               "SPIN_%=:\n\t"
               "ld.acquire.sys.global.u32 v, [%0];\n\t"
               "setp.ge.u32 p, v, %1;\n\t"
               "bra DONE_%=;\n\t"
               "nanosleep.u32 20;\n\t"
               "bra SPIN_%=;\n"
               "DONE_%=:\n\t}"
               ::"l"(flag), "r"(epoch)
               : "memory");
}
struct Signal {
  uint32_t flag[8][64];
};
__global__ void __launch_bounds__(512)
    one_shot_allreduce(const float4 *const *__restrict__ peers, Signal *const *__restrict__ signals, float4 *__restrict__ out,
                       int rank, uint32_t epoch, int n4) {
  if (threadIdx.x < 8) {
    uint32_t *f = &signals[threadIdx.x]->flag[rank][blockIdx.x];
    asm volatile("st.release.sys.global.u32 [%0], %1;" ::"l"(f), "r"(epoch) : "memory");
    wait_flag(&signals[rank]->flag[threadIdx.x][blockIdx.x], epoch);
  }
  __syncthreads();
  for (int i = blockIdx.x * 512 + threadIdx.x; i < n4; i += gridDim.x * 512) {
    float4 acc = make_float4(0.f, 0.f, 0.f, 0.f);
#pragma unroll
    for (int r = 0; r < 8; ++r) {
      const float4 v = peers[r][i];
      acc.x += v.x, acc.y += v.y, acc.z += v.z, acc.w += v.w;
    }
    out[i] = acc;
  }
}

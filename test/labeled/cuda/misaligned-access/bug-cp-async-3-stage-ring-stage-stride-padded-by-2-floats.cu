// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// BUG: a three-stage cp.async pipeline keeps its stages in one shared array
// whose stage stride was padded by two floats "against bank conflicts"
// (32 * 32 + 2 floats, 4104 bytes). The 16-byte cp.async of stage 1 then
// lands at 8 mod 16 bytes: the prologue's copies into stage 1 are misaligned
// in every thread.
#define BM 32
#define BK 32
#define STAGES 3
#define PITCH (BM * BK + 2)
__device__ __forceinline__ void cp16(float *dst, const float *src) {
  unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(d), "l"(src) : "memory");
}
__global__ void __launch_bounds__(256) tile_sum(const float *__restrict__ A, float *__restrict__ out, int ktiles) {
  __shared__ __align__(16) float sA[STAGES * PITCH];
  int t = threadIdx.x;
  const float *blk = A + (size_t)blockIdx.x * ktiles * BM * BK;
  for (int s = 0; s < STAGES - 1; ++s) {
    if (s < ktiles)
      cp16(&sA[s * PITCH + t * 4], blk + (size_t)s * BM * BK + t * 4);
    asm volatile("cp.async.commit_group;" ::: "memory");
  }
  float acc = 0.f;
  for (int k = 0; k < ktiles; ++k) {
    asm volatile("cp.async.wait_group 1;" ::: "memory");
    __syncthreads();
    int s = k % STAGES;
    acc += sA[s * PITCH + t] + sA[s * PITCH + t + 256] + sA[s * PITCH + t + 512] + sA[s * PITCH + t + 768];
    int kn = k + STAGES - 1;
    if (kn < ktiles)
      cp16(&sA[(kn % STAGES) * PITCH + t * 4], blk + (size_t)kn * BM * BK + t * 4);
    asm volatile("cp.async.commit_group;" ::: "memory");
  }
  out[blockIdx.x * 256 + t] = acc;
}

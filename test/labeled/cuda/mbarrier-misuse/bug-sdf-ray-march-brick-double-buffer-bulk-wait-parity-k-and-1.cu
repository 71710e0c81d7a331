// EXPECT: mbarrier-misuse
// ARCHS: sm_90 sm_90a
// PTXLINT-ARGS: --block-dim=128
// BUG: sparse-voxel SDF ray marcher: the bricks a tile of rays crosses are
// streamed through two shared-memory stages, each a bulk copy completing on
// the stage's mbarrier. Brick k uses stage k % 2 for the (k / 2)-th time,
// so its phase parity is (k / 2) & 1; the wait uses k & 1, which is 1 for
// the first use of stage 1: that wait returns at once (the phase "before"
// the first one counts as complete) and the rays march through a brick
// that is still in flight.
#include "mbar.cuh"
#define BRICK 512 // 8x8x8 distances
#define BRICK_BYTES (BRICK * 4)
__device__ __forceinline__ void load_brick(float *dst, const float *src, uint64_t *bar) {
  asm volatile("mbarrier.arrive.expect_tx.shared.b64 _, [%0], %1;" ::"r"(smem(bar)), "n"(BRICK_BYTES) : "memory");
  asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];" ::"r"(smem(dst)),
               "l"(src), "n"(BRICK_BYTES), "r"(smem(bar))
               : "memory");
}
__global__ void __launch_bounds__(128) march_bricks(const float *__restrict__ pool, const int *__restrict__ brick_list,
                                                    const int *__restrict__ brick_count, const float4 *__restrict__ rays,
                                                    float *__restrict__ hit_t, float eps) {
  __shared__ __align__(128) float brick[2][BRICK];
  __shared__ uint64_t full[2];
  const int *list = brick_list + blockIdx.x * 64;
  int nb = brick_count[blockIdx.x];
  if (threadIdx.x == 0) {
    mb_init(&full[0], 1);
    mb_init(&full[1], 1);
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    for (int k = 0; k < 2 && k < nb; ++k)
      load_brick(brick[k], pool + (size_t)list[k] * BRICK, &full[k]);
  }
  __syncthreads();
  float4 r = rays[blockIdx.x * 128 + threadIdx.x]; // origin.xyz in brick units, w: start t
  float t = r.w;
  bool hit = false;
  for (int k = 0; k < nb; ++k) {
    int s = k & 1;
    mb_wait_parity(&full[s], k & 1);
    for (int step = 0; step < 16 && !hit; ++step) {
      int x = min(max((int)(r.x + t), 0), 7), y = min(max((int)r.y, 0), 7), z = min(max((int)r.z, 0), 7);
      float d = brick[s][(z * 8 + y) * 8 + x];
      if (d < eps)
        hit = true;
      else
        t += d;
    }
    __syncthreads(); // stage s is free again
    if (threadIdx.x == 0 && k + 2 < nb)
      load_brick(brick[s], pool + (size_t)list[k + 2] * BRICK, &full[s]);
  }
  hit_t[blockIdx.x * 128 + threadIdx.x] = hit ? t : -1.f;
}

// EXPECT: clean
// ARCHS: sm_90
// PTXLINT-ARGS: --block-dim=128
// Cluster-wide reduction through distributed shared memory in inline PTX:
// each CTA reads the same slot of the other CTA of its 2-CTA cluster,
// mapping the address with the rank it computed (%cluster_ctarank xor 1).
__global__ void __cluster_dims__(2, 1, 1) dsmem_pair_sum_ok(const float* __restrict__ x, float* __restrict__ y) {
  __shared__ float part[128];
  const int i = blockIdx.x * 128 + threadIdx.x;
  part[threadIdx.x] = x[i];
  asm volatile("barrier.cluster.arrive.release;\n\tbarrier.cluster.wait.acquire;" ::: "memory");
  float other;
  const unsigned local = (unsigned)__cvta_generic_to_shared(&part[threadIdx.x]);
  asm volatile(
      "{\n\t.reg .u32 rk, nxt, ra;\n\t"
      "mov.u32 rk, %%cluster_ctarank;\n\t"
      "xor.b32 nxt, rk, 1;\n\t"
      "mapa.shared::cluster.u32 ra, %1, nxt;\n\t"
      "ld.shared::cluster.f32 %0, [ra];\n\t}"
      : "=f"(other)
      : "r"(local)
      : "memory");
  asm volatile("barrier.cluster.arrive.release;\n\tbarrier.cluster.wait.acquire;" ::: "memory");
  y[i] = part[threadIdx.x] + other;
}

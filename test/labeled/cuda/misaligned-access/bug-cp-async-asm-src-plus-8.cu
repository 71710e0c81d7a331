// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// Hand-written 16-byte cp.async (inline PTX) staging a tile whose source
// starts two floats into the row (`row + 2`, line marked BUG): the global
// source address is 8 mod 16 in every thread, and cp.async with cp-size 16
// needs a 16-byte aligned source.
__device__ __forceinline__ void cp_async16(void *smem, const void *gmem) {
  unsigned s = static_cast<unsigned>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(s), "l"(gmem) : "memory");
}
__global__ void stage_tile(const float *__restrict__ a, float *__restrict__ out, int ld) {
  __shared__ __align__(16) float tile[64 * 4];
  const float *row = a + (size_t)blockIdx.x * ld * 64 + 2; // BUG: skips 8 bytes
  int t = threadIdx.x; // 64 threads, one float4 each
  cp_async16(&tile[t * 4], row + t * 4);
  asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  out[blockIdx.x * 256 + t] = tile[(t * 5) & 255];
}

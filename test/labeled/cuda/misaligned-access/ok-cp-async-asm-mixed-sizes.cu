// EXPECT: clean
// ARCHS: sm_80 sm_90
// Hand-written cp.async (inline PTX) with the size chosen to match the
// alignment: 4-byte copies for the unaligned row head (any float address is
// 4-byte aligned), 16-byte copies for the body, whose offset (ld a multiple of
// 4 floats, 16*t bytes) keeps source and destination 16-byte aligned.
__device__ __forceinline__ unsigned smem_addr(const void *p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}
__global__ void stage_tile(const float *__restrict__ a, float *__restrict__ out, int ld4,
                           int head) {
  __shared__ __align__(16) float body[64 * 4];
  __shared__ float first[32];
  int t = threadIdx.x; // 64 threads
  const float *row = a + (size_t)blockIdx.x * ld4 * 4;
  if (t < 32)
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4;" ::"r"(smem_addr(&first[t])),
                 "l"(row + head + t)
                 : "memory");
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;" ::"r"(smem_addr(&body[t * 4])),
               "l"(row + 64 + t * 4)
               : "memory");
  asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  out[blockIdx.x * 64 + t] = body[t * 4] + first[t & 31];
}

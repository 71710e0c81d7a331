// EXPECT: misaligned-access
// ARCHS: sm_80 sm_90
// 8-byte cp.async of (key, value) int pairs into a shared buffer that keeps
// a 4-byte count in front: every pair lands 4 bytes off an 8-byte boundary.
__global__ void stage_pairs(const int2 *src, int *dst) {
  __shared__ __align__(16) int buf[1 + 2 * 256];
  unsigned t = threadIdx.x;
  unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(buf + 1 + 2 * t));
  asm volatile("cp.async.ca.shared.global [%0], [%1], 8;" ::"r"(d), "l"(src + t) : "memory");
  asm volatile("cp.async.commit_group;\n\tcp.async.wait_group 0;" ::: "memory");
  if (t == 0)
    buf[0] = blockDim.x;
  __syncthreads();
  dst[t] = buf[1 + 2 * t] + buf[2 + 2 * t] + buf[0];
}

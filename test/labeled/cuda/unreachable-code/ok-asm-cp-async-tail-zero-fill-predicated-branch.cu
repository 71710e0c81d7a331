// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=128
// A cp.async tile loader in inline PTX copies 16-byte chunks that lie inside
// the row and zero-fills the chunks past its end: the branch to the copy is
// predicated on the chunk being full, so the zero-fill store runs for the
// others.
// (Rows hold at most 512 floats and are padded to a multiple of 4.)
__device__ __forceinline__ void load_chunk(float *dst, const float *src, int remaining) {
  unsigned d = static_cast<unsigned>(__cvta_generic_to_shared(dst));
  asm volatile("{\n\t"
               ".reg .pred full;\n\t"
               "setp.ge.s32 full, %2, 4;\n\t"
               "@full bra $Lcopy;\n\t"
               "st.shared.v4.u32 [%0], {0, 0, 0, 0};\n\t"
               "bra.uni $Ldone;\n"
               "$Lcopy:\n\t"
               "cp.async.cg.shared.global [%0], [%1], 16;\n"
               "$Ldone:\n\t"
               "}" ::"r"(d), "l"(src), "r"(remaining)
               : "memory");
}
__global__ void __launch_bounds__(128) row_tiles(const float *__restrict__ x, float *__restrict__ y, int cols) {
  __shared__ __align__(16) float tile[512];
  int t = threadIdx.x;
  const float *row = x + (size_t)blockIdx.x * cols;
  load_chunk(&tile[t * 4], row + t * 4, cols - t * 4);
  asm volatile("cp.async.commit_group;\n\tcp.async.wait_group 0;" ::: "memory");
  __syncthreads();
  if (t * 4 < cols)
    y[(size_t)blockIdx.x * cols + t * 4] = tile[t * 4] + tile[(t * 4 + 4) & 511];
}

// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=128
// Dynamic shared memory carved by hand: a 33-float padded row first, then the
// double accumulators right after it (smem + 33). 33 floats are 132 bytes, so
// the doubles start at 4 mod 8 and every ld/st.shared.f64 is misaligned.
__global__ void __launch_bounds__(128) carve_row_acc(const float *in, double *out) {
  extern __shared__ float smem[];
  float *row = smem;
  double *acc = reinterpret_cast<double *>(smem + 33);
  int t = threadIdx.x;
  if (t < 33)
    row[t] = in[blockIdx.x * 33 + t];
  __syncthreads();
  acc[t] = (double)row[t % 33] * row[(t + 1) % 33];
  __syncthreads();
  out[blockIdx.x * 128 + t] = acc[t] + acc[127 - t];
}

// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// BUG: the reduction sits under if (c < cols) but keeps the full mask: for
// rows shorter than 32 the padding lanes (which stay alive to write the zero
// padding) are named in the mask and never execute the redux.sync.
// Per-token symmetric int8 quantisation of short rows (cols <= 32, e.g. a
// head of 24 features): one warp per row, lane c holds feature c. The row
// absmax is taken with redux.sync on the float bits (non-negative floats
// order like their bit patterns), then every lane writes its int8 (padding
// lanes write 0 so the output rows are 32 bytes).
__global__ void quant_rows_i8(const float *x, signed char *q, float *scale,
                              int rows, int cols) {
  const int row = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int c = threadIdx.x % 32;
  if (row >= rows)
    return;  // whole warp: row is the same in every lane
  const float v = c < cols ? x[(size_t)row * cols + c] : 0.f;
  unsigned amax_bits = 0;
  if (c < cols)  // BUG: full-mask redux under a lane guard
    amax_bits = __reduce_max_sync(0xffffffffu, __float_as_uint(fabsf(v)));
  amax_bits = __shfl_sync(0xffffffffu, amax_bits, 0);
  const float amax = fmaxf(__uint_as_float(amax_bits), 1e-8f);
  q[(size_t)row * 32 + c] = c < cols ? (signed char)__float2int_rn(v * 127.f / amax) : 0;
  if (c == 0)
    scale[row] = amax / 127.f;
}

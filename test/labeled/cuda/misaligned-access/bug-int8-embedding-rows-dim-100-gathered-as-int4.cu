// EXPECT: misaligned-access
// PTXLINT-ARGS: --block-dim=256
// Embedding lookup for an int8-quantised table with 100-byte rows. Each thread
// copies one 16-byte chunk of a token's row as an int4, but a row starts at
// token * 100 bytes, which is a multiple of 16 only for every fourth token.
constexpr int kDim = 100;
__global__ void gather_rows(const signed char *__restrict__ table, const int *__restrict__ ids,
                            signed char *__restrict__ out, int ntokens) {
  const int tok = blockIdx.x * 8 + threadIdx.x / 8;
  const int chunk = threadIdx.x % 8;
  if (tok >= ntokens || chunk * 16 >= kDim)
    return;
  const signed char *row = table + (size_t)ids[tok] * kDim;
  signed char *dst = out + (size_t)tok * 112;
  if (chunk * 16 + 16 <= kDim) {
    *reinterpret_cast<int4 *>(dst + chunk * 16) =
        __ldg(reinterpret_cast<const int4 *>(row + chunk * 16));
  } else {
    for (int b = chunk * 16; b < kDim; ++b)
      dst[b] = row[b];
  }
}

// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Embedding lookup for an int8-quantised table whose 100 features are padded
// to 112-byte rows (a multiple of 16), so every row start and every 16-byte
// chunk of it is aligned for an int4 copy.
constexpr int kDim = 100, kPitch = 112;
__global__ void gather_rows(const signed char *__restrict__ table, const int *__restrict__ ids,
                            signed char *__restrict__ out, int ntokens) {
  const int tok = blockIdx.x * 8 + threadIdx.x / 8;
  const int chunk = threadIdx.x % 8;
  if (tok >= ntokens || chunk * 16 >= kPitch)
    return;
  const signed char *row = table + (size_t)ids[tok] * kPitch;
  signed char *dst = out + (size_t)tok * kPitch;
  *reinterpret_cast<int4 *>(dst + chunk * 16) =
      __ldg(reinterpret_cast<const int4 *>(row + chunk * 16));
  (void)kDim;
}

//===- TexObj.h - textures, samplers and surfaces of the executor -*- C++ -*-===//
//
// The opaque objects of PTX ISA 8.5 5.3 (.texref, .samplerref, .surfref;
// CUDA's cudaTextureObject_t / cudaSurfaceObject_t) as `ptxlint run` makes
// them from `--arg texture:...`, `--arg sampler:...`, `--arg surface:...` (a
// kernel parameter receives the object's 64-bit handle) or `--bind
// NAME=SPEC` (a module-scope opaque variable; its handle is its address).
// The object's texels lie in a global buffer of the launch, row-major:
// element (x, y, z) of layer l at byte ((l * depth + z) * height + y) *
// width * elemBytes + x * elemBytes, channels in order R, G, B, A
// (docs/executor.md, "Textures and surfaces").
//
// Filtering and addressing follow the CUDA C++ Programming Guide's
// "Texture Fetching" appendix, to which the PTX ISA defers (5.3.2).
//
//===----------------------------------------------------------------------===//
#ifndef PTXLINT_LIB_EXEC_TEXOBJ_H
#define PTXLINT_LIB_EXEC_TEXOBJ_H

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cstdint>
#include <string>

namespace ptx::exec::tex {

enum class Kind : uint8_t { Texture, Sampler, Surface };
/// Channel types of a texel (cudaChannelFormatDesc's kind and size).
enum class Chan : uint8_t { U8, S8, U16, S16, U32, S32, F16, F32 };
/// Address modes, numbered as txq's enum lists them (PTX ISA 8.5 9.7.11.5):
/// wrap, mirror, clamp_ogl, clamp_to_edge, clamp_to_border.
enum AddrMode : uint8_t { Wrap = 0, Mirror = 1, ClampOgl = 2, Clamp = 3, Border = 4 };

struct Object {
  Kind K = Kind::Texture;
  // Resource (textures and surfaces).
  Chan CT = Chan::F32;
  unsigned Chans = 1;          ///< 1, 2 or 4
  unsigned Rank = 1;           ///< 1, 2 or 3 (dims= values given)
  uint64_t W = 1, H = 1, D = 1;
  uint64_t Layers = 0;         ///< 0: not an array (cube: cubemaps in the array)
  bool Cube = false;           ///< a cubemap: 6 square faces per layer (cube=1)
  unsigned Levels = 0;         ///< mipmap levels (levels=); 0: not mipmapped
  bool MipLinear = false;      ///< mipmap_filter_mode=linear
  bool LinearLayout = false;   ///< suq .memory_layout
  bool ReadNormalized = false; ///< cudaReadModeNormalizedFloat
  // Sampler (textures in unified mode, samplers).
  bool Normalized = false;     ///< normalized_coords
  bool ForceUnnormalized = false;
  bool FilterLinear = false;
  uint8_t Addr[3] = {Clamp, Clamp, Clamp};
  /// The index of the buffer piece holding the texels (-1: none, samplers).
  int Buffer = -1;

  unsigned chanBytes() const;
  unsigned elemBytes() const { return chanBytes() * Chans; }
  /// 2-D images per level: faces of every cubemap, or layers.
  uint64_t layerCount() const { return (Layers ? Layers : 1) * (Cube ? 6 : 1); }
  unsigned levelCount() const { return Levels ? Levels : 1; }
  /// The size of an axis at mipmap level \p L: max(1, floor(N / 2^L))
  /// (PTX ISA 9.0 9.7.10.2).
  static uint64_t levelDim(uint64_t N, unsigned L) {
    return L >= 63 ? 1 : std::max<uint64_t>(1, N >> L);
  }
  /// Bytes of one mipmap level (every layer); levels follow each other.
  uint64_t levelBytes(unsigned L) const {
    return levelDim(W, L) * levelDim(H, L) * levelDim(D, L) * layerCount() * elemBytes();
  }
  uint64_t levelOffset(unsigned L) const {
    uint64_t Off = 0;
    for (unsigned I = 0; I < L; ++I)
      Off += levelBytes(I);
    return Off;
  }
  uint64_t bytes() const { return levelOffset(levelCount()); }
  bool intChan() const { return CT != Chan::F16 && CT != Chan::F32; }
  bool signedChan() const { return CT == Chan::S8 || CT == Chan::S16 || CT == Chan::S32; }
  /// Whether fetches return floats (a float format, or a normalized read).
  bool floatResult() const { return !intChan() || ReadNormalized; }
  /// suq/txq .channel_data_type and .channel_order: OpenCL 1.0's
  /// enumerations (PTX ISA 8.5 Tables 13 and 14).
  uint32_t clDataType() const;
  uint32_t clOrder() const;
};

/// Parses the KEY=VALUE fields of a `texture:`, `sampler:` or `surface:`
/// spec (\p Fields, without the buffer) into \p O; "" or the reason.
/// Module-variable initializers (`filter_mode = nearest`) use the same keys.
std::string parseFields(llvm::StringRef Fields, Object &O);
/// Checks a complete object (after parseFields and any initializer fields).
std::string validate(const Object &O);

/// Channel \p C of the texel at \p P as the fetch returns it: raw bits of
/// the sign-/zero-extended integer (element read of an integer format) or
/// of an f32 (float formats, normalized reads).
uint32_t channelValue(const Object &O, const uint8_t *P, unsigned C);

/// Applies address mode \p M to texel index \p I of an axis of \p N
/// texels; false when the texel lies outside (border and clamp_ogl: reads
/// as zero).
bool addressIndex(uint8_t M, int64_t I, uint64_t N, uint64_t &Out);

/// Handles of `--arg` objects: HandleBase + 16 * piece index (not an
/// address of any state space; a module variable's handle is its address).
constexpr uint64_t HandleBase = 0x00000E0000000000ull;

} // namespace ptx::exec::tex

#endif

